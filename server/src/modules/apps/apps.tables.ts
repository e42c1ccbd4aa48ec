import type { ColumnType, Generated } from 'kysely';
import type { Millis } from '../../db/columns.js';

/** An advertiser's promoted app. */
export interface AdAppTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  pkg_name: string;
  app_store: number;
  platform: number;
  icon_url: ColumnType<string, string | undefined, string>;
  create_time: Millis;
}
