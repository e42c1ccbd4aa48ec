import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Millis } from '../../db/columns.js';

export interface MaterialTable {
  id: Generated<number>;
  name: string;
  remark: ColumnType<string, string | undefined, string>;
  /** 1 image, 2 video */
  type: number;
  file_id: number | null;
  download_url: string;
  thumb_url: ColumnType<string, string | undefined, string>;
  size: number;
  format: string;
  width: number;
  height: number;
  scale: string;
  /** 1 landscape, 2 portrait, 3 square */
  screen_type: number;
  /** video seconds; null for images */
  duration: number | null;
  /** JSON text (`{"duration":N}` for videos) */
  element: string | null;
  md5: string;
  /** sku origin 1..4 */
  origin: number | null;
  /** 1 in use, -1 deleted */
  status: ColumnType<number, number | undefined, number>;
  /** 1 Admin, 2 partner platform */
  source: ColumnType<number, number | undefined, number>;
  creator_id: number | null;
  /** 1 all accounts, 2 the accounts in material_account */
  account_relation_type: number;
  third_examine_status: ColumnType<number, number | undefined, number>;
  third_examine_platform: ColumnType<number, number | undefined, number>;
  third_examine_country: string | null;
  third_examine_reason: string | null;
  examine_user_id: number | null;
  examine_time: Millis | null;
  create_time: Millis;
  update_time: Millis;
}
export type MaterialRow = Selectable<MaterialTable>;

export interface MaterialAccountTable {
  material_id: number;
  account_id: number;
}

/** The list's filter index (see migration 0005): null account or tag means "any" on that dimension. */
export interface MaterialFacetTable {
  account_id: number | null;
  tag_id: number | null;
  type: number;
  status: number;
  create_time: Millis;
  material_id: number;
}

/** The local reviewer's verdicts: 2 submitted, 3 failed, 4 passed. */
export interface MaterialReviewTable {
  id: Generated<number>;
  material_id: number;
  country: string | null;
  result: number;
  reason: string | null;
  reviewer_id: number | null;
  create_time: Millis;
}
