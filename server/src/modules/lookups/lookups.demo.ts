import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { insertPlatformAccounts } from './ad-accounts.repo.js';
import * as repo from './lookups.repo.js';
import type { AdPlatformAccountTable, AdPositionTable, DspPhyposMappingTable } from './lookups.tables.js';

// What the demo seed writes into the lookup tables, without the calls' checks and audit entries (the seed makes a
// database no one has used yet).

type Catalogued = { name: string; code: string; create_time: number };

/** A publisher app with its ad positions; answers the positions' ids in order. */
export async function saveDemoMediaApp(
  db: DB,
  app: { name: string; pkg_name: string; platform: number; create_time: number },
  positions: Omit<Insertable<AdPositionTable>, 'app_id'>[],
): Promise<number[]> {
  const appId = await repo.insertMediaApp(db, app);
  const ids: number[] = [];
  for (const position of positions) ids.push(await repo.insertAdPosition(db, { ...position, app_id: appId }));
  return ids;
}

/** A DSP with its placement mappings. */
export async function saveDemoDsp(
  db: DB,
  dsp: Catalogued,
  mappings: Omit<Insertable<DspPhyposMappingTable>, 'dsp_id'>[],
): Promise<void> {
  const dspId = await repo.insertDsp(db, dsp);
  await repo.insertDspMappings(
    db,
    mappings.map((mapping) => ({ ...mapping, dsp_id: dspId })),
  );
}

/** An ad platform; answers its id. */
export const saveDemoAdPlatform = (db: DB, platform: Catalogued): Promise<number> =>
  repo.insertAdPlatform(db, platform);

/** Accounts' platform accounts. */
export const saveDemoPlatformAccounts = (db: DB, rows: Insertable<AdPlatformAccountTable>[]): Promise<void> =>
  insertPlatformAccounts(db, rows);
