import type { ColumnType, Generated } from 'kysely';
import type { Flag, Millis } from '../../db/columns.js';

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  owner_user_id: number | null;
  /** 1 enabled, 0 disabled */
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
}

export interface AccountTable {
  id: Generated<number>;
  company_id: number | null;
  account_name: string;
  /** the single special review-material account: a flag, not a fixed id; only its uploads may choose review */
  is_review_material: ColumnType<Flag, Flag | undefined, Flag>;
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
}

export interface UserAccountTable {
  user_id: number;
  account_id: number;
}
