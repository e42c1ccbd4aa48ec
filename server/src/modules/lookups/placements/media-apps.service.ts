import {
  AuditAction,
  AuditEntity,
  type MediaAppCreateRequest,
  type MediaAppEditRequest,
  type MediaAppListQuery,
  PlacementLimits,
} from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import { type Actor, audit, auditedDelete, auditedUpdate, givenFields } from '../../audit/index.js';
import { assertUnused, notThere, onUnique, taken } from './placements.errors.js';
import { mediaAppUsage } from './placements.usage.repo.js';
import * as repo from './positions.repo.js';

// Media apps: a package is one app per platform (an Android package and an iOS bundle id may be spelled alike).

export function page(db: DB, q: MediaAppListQuery) {
  return repo.pageMediaApps(db, q);
}

async function row(db: DB, id: number) {
  const found = await repo.findMediaApp(db, id);
  if (!found) throw notThere('media_app', id);
  return found;
}

const pkgClash = (db: DB, pkg: string, platform: number, self: number | null) => async () => {
  const other = await repo.mediaAppByPkg(db, pkg, platform);
  return other && other.id !== self ? taken('media_app', 'pkg_name', pkg, other.id) : null;
};

const view = (r: { name: string; pkg_name: string; platform: number }) => ({
  name: r.name,
  pkg_name: r.pkg_name,
  platform: r.platform,
});

export async function create(db: DB, actor: Actor, body: MediaAppCreateRequest) {
  const clash = pkgClash(db, body.pkg_name, body.platform, null);
  const refusal = await clash();
  if (refusal) throw refusal;
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const id = await repo.insertMediaApp(trx, { ...body, create_time: Date.now() });
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.MEDIA_APP,
        id,
        name: body.name,
        after: view(body),
      });
      return id;
    })
    .catch(onUnique(clash));
  return { id };
}

export async function edit(db: DB, actor: Actor, { id, ...fields }: MediaAppEditRequest) {
  const before = await row(db, id);
  const patch = givenFields(fields);
  const after = { ...before, ...patch };
  const clash = pkgClash(db, after.pkg_name, after.platform, id);
  const refusal = await clash();
  if (refusal) throw refusal;
  await db
    .transaction()
    .execute((trx) =>
      auditedUpdate(trx, actor, {
        entity: AuditEntity.MEDIA_APP,
        row: before,
        name: before.name,
        patch,
        write: (p) => repo.updateMediaApp(trx, id, p),
        view,
      }),
    )
    .catch(onUnique(clash));
  return { id };
}

/** Refused while the app has ad positions (they would go with it, and the ads placed in them lose their place). */
export async function remove(db: DB, actor: Actor, id: number) {
  const before = await row(db, id);
  await db.transaction().execute(async (trx) => {
    assertUnused('media_app', before, await mediaAppUsage(trx, id, PlacementLimits.IN_USE_SHOWN));
    await auditedDelete(trx, actor, AuditEntity.MEDIA_APP, repo.deleteMediaApp, {
      id,
      name: before.name,
      before: view(before),
    });
  });
  return { id };
}
