import type { Kysely } from 'kysely';
import { columnAdder } from './helpers.js';

/**
 * The campaign record's delivery options and references (docs/campaign-fields.md). Every existing campaign keeps
 * delivering as before: no automatic download or silent install, no pre-install attribution, the app taken as live in
 * its store, no bid penalty (1.00), no reservation deadline, and no external ids.
 */
const COLUMNS = [
  ['auto_download', 'integer', 0],
  ['silently_install', 'integer', 0],
  ['attribution_pi', 'integer', 0],
  ['app_online', 'integer', 1],
  // hundredths: 100 = 1.00, the bid as set
  ['bid_price_punish_coef', 'integer', 100],
  // unix milliseconds, null none
  ['reservation_time', 'bigint', null],
  ['pack_attribution_tracker_url', 'varchar(1000)', ''],
  ['io_id', 'varchar(64)', ''],
  ['po_id', 'varchar(64)', ''],
  ['merchant_id', 'varchar(64)', ''],
  ['camp_id', 'varchar(64)', ''],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const add = columnAdder(db);
  for (const [column, type, fill] of COLUMNS) await add('campaign', column, type, fill);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column] of [...COLUMNS].reverse()) {
    await db.schema.alterTable('campaign').dropColumn(column).execute();
  }
}
