import {
  type AdPositionAdminListQuery,
  type AdPositionCreateRequest,
  type AdPositionEditRequest,
  AuditEntity,
} from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import { type Actor, givenFields } from '../../audit/index.js';
import { createEntry, editEntry, removeEntry } from './placements.changes.js';
import { notThere, taken } from './placements.errors.js';
import { adPositionUsage } from './placements.usage.repo.js';
import * as repo from './positions.repo.js';

// Ad positions of a media app: a name is unique within its app whatever its case. The ads choose one (with a tab and
// a category of their own), and the DSPs map their placement ids onto one.

export function page(db: DB, q: AdPositionAdminListQuery) {
  return repo.pageAdPositions(db, q);
}

async function row(db: DB, id: number) {
  const found = await repo.findAdPosition(db, id);
  if (!found) throw notThere('ad_position', id);
  return found;
}

async function assertApp(db: DB, appId: number) {
  if (!(await repo.findMediaApp(db, appId))) throw notThere('media_app', appId);
}

const nameClash = (db: DB, appId: number, name: string, self: number | null) => async () => {
  const other = await repo.adPositionByName(db, appId, name);
  return other && other.id !== self ? taken('ad_position', 'name', name, other.id) : null;
};

type Row = { app_id: number; name: string; ad_type: number; width: number; height: number; status: number };
const view = (r: Row) => ({
  app_id: r.app_id,
  name: r.name,
  ad_type: r.ad_type,
  width: r.width,
  height: r.height,
  status: r.status,
});

export async function create(db: DB, actor: Actor, body: AdPositionCreateRequest) {
  await assertApp(db, body.app_id);
  const entry = { entity: AuditEntity.AD_POSITION, name: body.name, after: view(body) };
  const clash = nameClash(db, body.app_id, body.name, null);
  return createEntry(db, actor, { ...entry, clash }, (trx) =>
    repo.insertAdPosition(trx, { ...body, create_time: Date.now() }),
  );
}

export async function edit(db: DB, actor: Actor, { id, ...fields }: AdPositionEditRequest) {
  const before = await row(db, id);
  const patch = givenFields(fields);
  if (patch.app_id !== undefined && patch.app_id !== before.app_id) await assertApp(db, patch.app_id);
  const after = { ...before, ...patch };
  await editEntry(db, actor, nameClash(db, after.app_id, after.name, id), (trx) => ({
    entity: AuditEntity.AD_POSITION,
    row: before,
    name: before.name,
    patch,
    write: (p) => repo.updateAdPosition(trx, id, p),
    view,
  }));
  return { id };
}

/** Refused while a live ad is placed in it or a DSP maps onto it; a deleted ad keeps its id as history. */
export async function remove(db: DB, actor: Actor, id: number) {
  const before = await row(db, id);
  const entry = { kind: 'ad_position' as const, entity: AuditEntity.AD_POSITION, row: before, before: view(before) };
  return removeEntry(db, actor, { ...entry, usage: adPositionUsage }, repo.deleteAdPosition);
}
