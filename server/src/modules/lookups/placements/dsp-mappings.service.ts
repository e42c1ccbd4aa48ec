import {
  AuditEntity,
  type DspMappingCreateRequest,
  type DspMappingEditRequest,
  type DspMappingListQuery,
} from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import { type Actor, auditedDelete, givenFields } from '../../audit/index.js';
import * as repo from './dsps.repo.js';
import { createEntry, editEntry } from './placements.changes.js';
import { notThere, taken } from './placements.errors.js';
import { findAdPosition } from './positions.repo.js';

// A DSP's own placement id for one of our ad positions: a DSP maps a position once, and each of its placement ids
// points at one position. Nothing refers to a mapping, so its delete is never refused.

export function page(db: DB, q: DspMappingListQuery) {
  return repo.pageMappings(db, q);
}

async function row(db: DB, id: number) {
  const found = await repo.findMapping(db, id);
  if (!found) throw notThere('dsp_mapping', id);
  return found;
}

async function assertTargets(db: DB, dspId: number, adposId: number) {
  if (!(await repo.findCoded(db, 'dsp', dspId))) throw notThere('dsp', dspId);
  if (!(await findAdPosition(db, adposId))) throw notThere('ad_position', adposId);
}

const clash = (db: DB, m: { dsp_id: number; adpos_id: number; phypos_id: string }, self: number | null) => async () => {
  const byId = await repo.mappingClash(db, m.dsp_id, 'phypos_id', m.phypos_id);
  if (byId && byId.id !== self) return taken('dsp_mapping', 'phypos_id', m.phypos_id, byId.id);
  const byPosition = await repo.mappingClash(db, m.dsp_id, 'adpos_id', m.adpos_id);
  if (byPosition && byPosition.id !== self) return taken('dsp_mapping', 'adpos_id', m.adpos_id, byPosition.id);
  return null;
};

type Row = { dsp_id: number; adpos_id: number; phypos_id: string; status: number };
const view = (r: Row) => ({ dsp_id: r.dsp_id, adpos_id: r.adpos_id, phypos_id: r.phypos_id, status: r.status });
/** A mapping's name in the log: the DSP's code and its placement id. */
const nameOf = (dspCode: string, phyposId: string) => `${dspCode}:${phyposId}`;

export async function create(db: DB, actor: Actor, body: DspMappingCreateRequest) {
  await assertTargets(db, body.dsp_id, body.adpos_id);
  const dsp = (await repo.findCoded(db, 'dsp', body.dsp_id))!;
  const name = nameOf(dsp.code, body.phypos_id);
  const entry = { entity: AuditEntity.DSP_MAPPING, name, after: view(body), clash: clash(db, body, null) };
  return createEntry(db, actor, entry, (trx) => repo.insertMapping(trx, { ...body, create_time: Date.now() }));
}

export async function edit(db: DB, actor: Actor, { id, ...fields }: DspMappingEditRequest) {
  const found = await row(db, id);
  const before = {
    id,
    dsp_id: found.dsp_id,
    adpos_id: found.adpos_id,
    phypos_id: found.phypos_id,
    status: found.status,
  };
  const patch = givenFields(fields);
  const after = { ...before, ...patch };
  if (after.dsp_id !== before.dsp_id || after.adpos_id !== before.adpos_id) {
    await assertTargets(db, after.dsp_id, after.adpos_id);
  }
  await editEntry(db, actor, clash(db, after, id), (trx) => ({
    entity: AuditEntity.DSP_MAPPING,
    row: before,
    name: nameOf(found.dsp_code, found.phypos_id),
    patch,
    write: (p) => repo.updateMapping(trx, id, p),
    view,
  }));
  return { id };
}

/** A mapping is never refused: nothing refers to it. */
export async function remove(db: DB, actor: Actor, id: number) {
  const found = await row(db, id);
  const name = nameOf(found.dsp_code, found.phypos_id);
  await db.transaction().execute(async (trx) => {
    await auditedDelete(trx, actor, AuditEntity.DSP_MAPPING, repo.deleteMapping, { id, name, before: view(found) });
  });
  return { id };
}
