import type { Insertable } from 'kysely';
import type { DB } from '../db/database.js';
import type { AdAppTable } from '../modules/apps/apps.tables.js';
import type {
  AdPlatformAccountTable,
  AdPositionTable,
  DspPhyposMappingTable,
  MediaAppTable,
} from '../modules/lookups/lookups.tables.js';

// One row at a time where the caller needs the new id: the order of a multi-row RETURNING is not promised.

export async function insertMediaApp(db: DB, row: Insertable<MediaAppTable>): Promise<number> {
  return (await db.insertInto('media_app').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertAdPosition(db: DB, row: Insertable<AdPositionTable>): Promise<number> {
  return (await db.insertInto('ad_position').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertDsp(db: DB, row: { name: string; code: string; create_time: number }): Promise<number> {
  return (await db.insertInto('dsp').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertAdPlatform(
  db: DB,
  row: { name: string; code: string; create_time: number },
): Promise<number> {
  return (await db.insertInto('ad_platform').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertDspMappings(db: DB, rows: Insertable<DspPhyposMappingTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('dsp_phypos_mapping').values(rows).execute();
}

export async function insertAdApps(db: DB, rows: Insertable<AdAppTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('ad_app').values(rows).execute();
}

export async function insertPlatformAccounts(db: DB, rows: Insertable<AdPlatformAccountTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('ad_platform_account').values(rows).execute();
}
