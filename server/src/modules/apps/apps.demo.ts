import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import * as repo from './apps.repo.js';
import type { AdAppTable, PromotionAppAccountTable, PromotionAppEventMappingTable } from './apps.tables.js';

// What the demo seed writes into the promoted apps' tables, without the calls' checks and audit entries (the seed
// makes a database no one has used yet).

/** A demo app, the accounts it is linked to and its conversion event mappings, in the caller's transaction. */
export async function saveDemoApp(
  trx: DB,
  made: {
    row: Insertable<AdAppTable>;
    links: Omit<Insertable<PromotionAppAccountTable>, 'promotion_app_id'>[];
    mappings: Omit<Insertable<PromotionAppEventMappingTable>, 'promotion_app_id'>[];
  },
): Promise<number> {
  const id = await repo.insertApp(trx, made.row);
  await repo.insertLinks(
    trx,
    made.links.map((link) => ({ ...link, promotion_app_id: id })),
  );
  for (const mapping of made.mappings) await repo.insertMapping(trx, { ...mapping, promotion_app_id: id });
  return id;
}

/** An account's first app (its package name) and that app's first event mapping: what a demo campaign promotes. */
export async function demoAppOf(
  db: DB,
  accountId: number,
): Promise<{ id: number; pkg_name: string; mappingId: number | null } | null> {
  const app = await repo.firstAppOf(db, accountId);
  return app ? { id: app.id, pkg_name: app.pkg_name, mappingId: await repo.firstMappingOf(db, app.id) } : null;
}
