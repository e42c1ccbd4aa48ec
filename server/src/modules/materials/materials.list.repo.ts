import { MaterialLimits, type MaterialListQuery } from '@adconsole/contract';
import type { ExpressionBuilder } from 'kysely';
import { visibleTo } from '../../db/account-visibility.js';
import type { DB } from '../../db/database.js';
import { nameContains } from '../../db/name-search.js';
import { literalLimit } from '../../db/paged.js';
import type { Database } from '../../db/schema.js';
import { findWithCreator, type LabelPairs, labelColumns } from './materials.repo.js';
import type { MaterialRow } from './materials.tables.js';

export const MATERIAL_NAME_INDEX = { table: 'material', column: 'name' };

type M = ExpressionBuilder<Database & { m: Database['material'] }, 'm'>;

/** A non-administrator sees materials for all accounts plus those linked to one of its accounts. */
const MATERIAL_LINKS = { alias: 'm', linkTable: 'material_account', ownerColumn: 'material_id' };

/** Filters that only the material row can answer (the facet index carries account, tag, type, status, time). */
function rowFilters(db: DB, q: MaterialListQuery, scope: number[] | null, nameVia: 'index' | 'rows' = 'index') {
  return (eb: M) => {
    const and = [];
    if (q.id !== undefined) and.push(eb('m.id', '=', q.id));
    if (q.name) and.push(nameContains(db, MATERIAL_NAME_INDEX, 'm', q.name, nameVia));
    if (q.source !== undefined) and.push(eb('m.source', '=', q.source));
    if (q.scale) and.push(eb('m.scale', '=', q.scale));
    // equalities on the rows the facet index range reached (as scale), never a scan of the table on their own
    if (q.width !== undefined) and.push(eb('m.width', '=', q.width));
    if (q.height !== undefined) and.push(eb('m.height', '=', q.height));
    if (q.creator_id?.length) and.push(eb('m.creator_id', 'in', q.creator_id));
    if (q.third_examine_status?.length) and.push(eb('m.third_examine_status', 'in', q.third_examine_status));
    // an account filter inside the scope already implies visibility
    if (scope && q.account_id === undefined) and.push(visibleTo(MATERIAL_LINKS, scope));
    // the ad editor's picker: what one account's ads may show (the ads' own rule)
    if (q.usable_by !== undefined) and.push(visibleTo(MATERIAL_LINKS, [q.usable_by]));
    return and;
  };
}

function needsRow(q: MaterialListQuery, scope: number[] | null): boolean {
  return (
    q.source !== undefined ||
    !!q.scale ||
    q.width !== undefined ||
    q.height !== undefined ||
    !!q.creator_id?.length ||
    !!q.third_examine_status?.length ||
    q.usable_by !== undefined ||
    (scope !== null && q.account_id === undefined)
  );
}

/** The material-table route's filters: status, type and the row filters, account and tags by existence. */
function byMaterialRow(db: DB, q: MaterialListQuery, scope: number[] | null, nameVia: 'index' | 'rows') {
  const tags = q.tag_ids ?? [];
  const rowFilter = rowFilters(db, q, scope, nameVia);
  let base = db
    .selectFrom('material as m')
    .where('m.status', '=', q.status)
    .where((eb) => eb.and(rowFilter(eb)));
  if (q.type !== undefined) base = base.where('m.type', '=', q.type);
  if (q.account_id !== undefined) {
    const account = q.account_id;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('material_account as ma')
          .select('ma.material_id')
          .whereRef('ma.material_id', '=', 'm.id')
          .where('ma.account_id', '=', account),
      ),
    );
  }
  if (tags.length) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('material_tag as mt')
          .select('mt.material_id')
          .whereRef('mt.material_id', '=', 'm.id')
          .where('mt.tag_id', 'in', tags),
      ),
    );
  }
  return base;
}

/** A material row with its creator's login name, tags and linked accounts (labelColumns). */
export type ListedRow = MaterialRow & { creator_name: string | null; tag_pairs: LabelPairs; account_pairs: LabelPairs };

/**
 * The page of rows and the total, by the cheapest route the filters allow: the filter index when an account or
 * tags are asked for (and neither an id nor a name, which narrow harder through their own indexes), else the
 * material table's (type, status, time) index.
 */
export async function pageMaterials(
  db: DB,
  q: MaterialListQuery,
  scope: number[] | null,
): Promise<{ total: number; capped?: boolean; rows: ListedRow[] }> {
  const tags = q.tag_ids ?? [];
  const byFacet = (q.account_id !== undefined || tags.length > 0) && q.id === undefined && !q.name;
  const dir = q.time_sort === 2 ? 'asc' : 'desc';
  const offset = (q.page_no - 1) * q.page_size;
  const filters = rowFilters(db, q, scope);

  if (byFacet) {
    let base = db
      .selectFrom('material_facet as f')
      .where('f.status', '=', q.status)
      .where((eb) =>
        q.account_id === undefined ? eb('f.account_id', 'is', null) : eb('f.account_id', '=', q.account_id),
      )
      .where((eb) => (tags.length ? eb('f.tag_id', 'in', tags) : eb('f.tag_id', 'is', null)));
    if (q.type !== undefined) base = base.where('f.type', '=', q.type);
    if (needsRow(q, scope)) {
      // the remaining filters look at each candidate's row: a primary-key probe per facet entry
      base = base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('material as m')
            .select('m.id')
            .whereRef('m.id', '=', 'f.material_id')
            .where((mb) => mb.and(filters(mb))),
        ),
      );
    }
    // one (account, tag) range holds each material once; several tags can hold it several times
    const many = tags.length > 1;
    const ids = (
      many
        ? base.select(['f.material_id', 'f.create_time']).distinct()
        : base.select(['f.material_id', 'f.create_time'])
    )
      .orderBy('f.create_time', dir)
      .orderBy('f.material_id', dir)
      .limit(literalLimit(q.page_size))
      .offset(offset);
    const [count, rows] = await Promise.all([
      base
        .select((eb) => (many ? eb.fn.count<number>('f.material_id').distinct() : eb.fn.countAll<number>()).as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom(ids.as('p'))
        .innerJoin('material as m', 'm.id', 'p.material_id')
        .leftJoin('app_user as u', 'u.id', 'm.creator_id')
        .selectAll('m')
        .select('u.login_name as creator_name')
        .select(labelColumns(db))
        .orderBy('p.create_time', dir)
        .orderBy('p.material_id', dir)
        .execute(),
    ]);
    return { total: Number(count.n), rows };
  }

  const base = byMaterialRow(db, q, scope, 'index');
  if (q.name)
    return pageByName(db, { base, byRows: byMaterialRow(db, q, scope, 'rows'), dir, offset, size: q.page_size });
  const page = base
    .leftJoin('app_user as u', 'u.id', 'm.creator_id')
    .selectAll('m')
    .select('u.login_name as creator_name')
    .select(labelColumns(db))
    .orderBy('m.create_time', dir)
    .orderBy('m.id', dir)
    .limit(literalLimit(q.page_size))
    .offset(offset);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    page.execute(),
  ]);
  return { total: Number(count.n), rows };
}

type MaterialQuery = ReturnType<typeof byMaterialRow>;

/**
 * A name search's page and total. One pass over the name index collects the hits, stopping past `cap` (the offset
 * plus NAME_TOTAL_EXACT_MAX): under it, every hit is there to count and order by time. A text matched by more (one
 * common word over a large library) would make ordering visit every hit, so its page is found by walking the
 * creation-time index and testing each row's name instead, which meets ten hits after a few hundred rows, and the
 * total is answered as the cap, flagged as a lower bound.
 */
async function pageByName(
  db: DB,
  p: { base: MaterialQuery; byRows: MaterialQuery; dir: 'asc' | 'desc'; offset: number; size: number },
): Promise<{ total: number; capped: boolean; rows: ListedRow[] }> {
  const cap = p.offset + MaterialLimits.NAME_TOTAL_EXACT_MAX;
  const hits = p.base
    .select(['m.id', 'm.create_time'])
    .limit(literalLimit(cap + 1))
    .as('h');
  const found = await db
    .selectFrom(hits)
    .select((eb) => ['h.id', eb.fn.countAll<number>().over().as('hit_count')])
    .orderBy('h.create_time', p.dir)
    .orderBy('h.id', p.dir)
    .limit(literalLimit(p.size))
    .offset(p.offset)
    .execute();
  let total: number;
  let ids: number[];
  if (found.length) {
    total = Number(found[0]!.hit_count);
    ids = found.map((r) => r.id);
  } else {
    // past the last hit there is no row to carry the count
    total = Number(
      (
        await db
          .selectFrom(hits)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    ids = [];
  }
  const capped = total > cap;
  if (capped) {
    total = cap;
    ids = (
      await p.byRows
        .select('m.id')
        .orderBy('m.create_time', p.dir)
        .orderBy('m.id', p.dir)
        .limit(literalLimit(p.size))
        .offset(p.offset)
        .execute()
    ).map((r) => r.id);
  }
  const byId = new Map((await findWithCreator(db, ids)).map((r) => [r.id, r]));
  return { total, capped, rows: ids.flatMap((id) => byId.get(id) ?? []) };
}
