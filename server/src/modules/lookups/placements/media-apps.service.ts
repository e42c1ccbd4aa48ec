import {
  AuditEntity,
  type MediaAppCreateRequest,
  type MediaAppEditRequest,
  type MediaAppListQuery,
} from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import { type Actor, givenFields } from '../../audit/index.js';
import { createEntry, editEntry, removeEntry } from './placements.changes.js';
import { notThere, taken } from './placements.errors.js';
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

export function create(db: DB, actor: Actor, body: MediaAppCreateRequest) {
  const entry = { entity: AuditEntity.MEDIA_APP, name: body.name, after: view(body) };
  const clash = pkgClash(db, body.pkg_name, body.platform, null);
  return createEntry(db, actor, { ...entry, clash }, (trx) =>
    repo.insertMediaApp(trx, { ...body, create_time: Date.now() }),
  );
}

export async function edit(db: DB, actor: Actor, { id, ...fields }: MediaAppEditRequest) {
  const before = await row(db, id);
  const patch = givenFields(fields);
  const after = { ...before, ...patch };
  await editEntry(db, actor, pkgClash(db, after.pkg_name, after.platform, id), (trx) => ({
    entity: AuditEntity.MEDIA_APP,
    row: before,
    name: before.name,
    patch,
    write: (p) => repo.updateMediaApp(trx, id, p),
    view,
  }));
  return { id };
}

/** Refused while the app has ad positions (they would go with it, and the ads placed in them lose their place). */
export async function remove(db: DB, actor: Actor, id: number) {
  const before = await row(db, id);
  const entry = { kind: 'media_app' as const, entity: AuditEntity.MEDIA_APP, row: before, before: view(before) };
  return removeEntry(db, actor, { ...entry, usage: mediaAppUsage }, repo.deleteMediaApp);
}
