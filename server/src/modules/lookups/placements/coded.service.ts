import { AuditEntity, type PlacementKind } from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import { type Actor, givenFields } from '../../audit/index.js';
import * as repo from './dsps.repo.js';
import { createEntry, editEntry, removeEntry } from './placements.changes.js';
import { notThere, taken } from './placements.errors.js';
import { adPlatformUsage, dspUsage, type Usage } from './placements.usage.repo.js';
import type { Page } from './placements-query.repo.js';

// DSPs and ad platforms: a name (unique whatever its case) and a code the integrations read (unique). A DSP is
// used by its placement mappings, an ad platform by the advertisers' accounts linked on it.

interface Catalogue {
  table: repo.CodedTable;
  kind: PlacementKind & ('dsp' | 'ad_platform');
  usage: (db: DB, id: number, shown: number) => Promise<Usage>;
}

export const DSPS: Catalogue = { table: 'dsp', kind: 'dsp', usage: dspUsage };
export const AD_PLATFORMS: Catalogue = { table: 'ad_platform', kind: 'ad_platform', usage: adPlatformUsage };

const ENTITY = { dsp: AuditEntity.DSP, ad_platform: AuditEntity.AD_PLATFORM } as const;

interface Fields {
  name?: string | undefined;
  code?: string | undefined;
}

export async function dspPage(db: DB, q: Page) {
  const page = await repo.pageCoded(db, 'dsp', q);
  return { total: page.total, list: page.list.map(({ used, ...r }) => ({ ...r, mapping_count: used })) };
}

export async function adPlatformPage(db: DB, q: Page) {
  const page = await repo.pageCoded(db, 'ad_platform', q);
  return { total: page.total, list: page.list.map(({ used, ...r }) => ({ ...r, account_count: used })) };
}

async function row(db: DB, c: Catalogue, id: number) {
  const found = await repo.findCoded(db, c.table, id);
  if (!found) throw notThere(c.kind, id);
  return found;
}

/** The first field of `fields` another row already holds. */
const clash = (db: DB, c: Catalogue, fields: Fields, self: number | null) => async () => {
  for (const field of ['name', 'code'] as const) {
    const value = fields[field];
    if (value === undefined) continue;
    const other = await repo.codedClash(db, c.table, field, value);
    if (other && other.id !== self) return taken(c.kind, field, value, other.id);
  }
  return null;
};

const view = (r: { name: string; code: string }) => ({ name: r.name, code: r.code });

export function create(db: DB, c: Catalogue, actor: Actor, body: { name: string; code: string }) {
  const entry = { entity: ENTITY[c.kind], name: body.name, after: view(body), clash: clash(db, c, body, null) };
  return createEntry(db, actor, entry, (trx) => repo.insertCoded(trx, c.table, { ...body, create_time: Date.now() }));
}

export async function edit(db: DB, c: Catalogue, actor: Actor, { id, ...fields }: Fields & { id: number }) {
  const before = await row(db, c, id);
  const patch = givenFields(fields);
  await editEntry(db, actor, clash(db, c, patch, id), (trx) => ({
    entity: ENTITY[c.kind],
    row: before,
    name: before.name,
    patch,
    write: (p) => repo.updateCoded(trx, c.table, id, p),
    view,
  }));
  return { id };
}

export async function remove(db: DB, c: Catalogue, actor: Actor, id: number) {
  const before = await row(db, c, id);
  const entry = { kind: c.kind, entity: ENTITY[c.kind], row: before, before: view(before), usage: c.usage };
  return removeEntry(db, actor, entry, (trx, rowId) => repo.deleteCoded(trx, c.table, rowId));
}
