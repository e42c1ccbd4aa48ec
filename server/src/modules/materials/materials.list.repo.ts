import { MaterialLimits, type MaterialListQuery } from '@adconsole/contract';
import type { ExpressionBuilder } from 'kysely';
import { visibleTo } from '../../db/account-visibility.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { DB } from '../../db/database.js';
import { nameContains } from '../../db/name-search.js';
import { literalInt, literalLimit } from '../../db/paged.js';
import type { Database } from '../../db/schema.js';
import { type BoundAdCount, findWithCreator, type LabelPairs, listedColumns } from './materials.repo.js';
import type { MaterialRow } from './materials.tables.js';

export const MATERIAL_NAME_INDEX = { table: 'material', column: 'name' };

type M = ExpressionBuilder<Database & { m: Database['material'] }, 'm'>;

/** A non-administrator sees materials for all accounts plus those linked to one of its accounts. */
const MATERIAL_LINKS = { alias: 'm', linkTable: 'material_account', ownerColumn: 'material_id' };

/**
 * The list's filters as one query binds them (compiled-once.ts): the request's but the status (written into the
 * text: the shape's), the scope a row must be visible in
 * (null when none is, or when an account filter inside the scope already implies it) and the accounts whose ads
 * count as bound (the caller's; null: all).
 */
type MaterialFilter = Pick<
  MaterialListQuery,
  | 'type'
  | 'id'
  | 'name'
  | 'source'
  | 'scale'
  | 'width'
  | 'height'
  | 'creator_id'
  | 'third_examine_status'
  | 'account_id'
  | 'tag_ids'
  | 'usable_by'
> & { scope: readonly number[] | null; accounts: readonly number[] | null };

function filterOf(q: MaterialListQuery, scope: readonly number[] | null): MaterialFilter {
  const { type, id, name, source, scale, width, height, creator_id, third_examine_status, account_id } = q;
  return {
    ...{ type, id, name, source, scale, width, height, creator_id, third_examine_status, account_id },
    tag_ids: q.tag_ids,
    usable_by: q.usable_by,
    scope: account_id === undefined ? scope : null,
    accounts: scope,
  };
}

/** Filters that only the material row can answer (the facet index carries account, tag, type, status, time). */
function rowFilters(db: DB, f: MaterialFilter, nameVia: 'index' | 'rows' = 'index') {
  return (eb: M) => {
    const and = [];
    if (f.id !== undefined) and.push(eb('m.id', '=', f.id));
    if (f.name) and.push(nameContains(db, MATERIAL_NAME_INDEX, 'm', f.name, nameVia));
    if (f.source !== undefined) and.push(eb('m.source', '=', f.source));
    if (f.scale) and.push(eb('m.scale', '=', f.scale));
    // equalities on the rows the facet index range reached (as scale), never a scan of the table on their own
    if (f.width !== undefined) and.push(eb('m.width', '=', f.width));
    if (f.height !== undefined) and.push(eb('m.height', '=', f.height));
    if (f.creator_id?.length) and.push(eb('m.creator_id', 'in', f.creator_id));
    if (f.third_examine_status?.length) and.push(eb('m.third_examine_status', 'in', f.third_examine_status));
    if (f.scope) and.push(visibleTo(MATERIAL_LINKS, f.scope));
    // the ad editor's picker: what one account's ads may show (the ads' own rule)
    if (f.usable_by !== undefined) and.push(visibleTo(MATERIAL_LINKS, [f.usable_by]));
    return and;
  };
}

function needsRow(f: MaterialFilter): boolean {
  return (
    f.source !== undefined ||
    !!f.scale ||
    f.width !== undefined ||
    f.height !== undefined ||
    !!f.creator_id?.length ||
    !!f.third_examine_status?.length ||
    f.usable_by !== undefined ||
    f.scope !== null
  );
}

/**
 * The material-table route's filters: status, type and the row filters, account and tags by existence. The status is
 * written into the text: the material table has a partial index on `status = 1` (the upload's checksum), and SQLite
 * prepares a statement again on every run when a value bound to that column could decide whether such an index
 * applies (measured: the page statement 0.28 ms a run bound, 0.18 ms written in).
 */
function byMaterialRow(db: DB, status: number, f: MaterialFilter, nameVia: 'index' | 'rows' = 'index') {
  const tags = f.tag_ids ?? [];
  const rowFilter = rowFilters(db, f, nameVia);
  let base = db
    .selectFrom('material as m')
    .where('m.status', '=', literalInt(status))
    .where((eb) => eb.and(rowFilter(eb)));
  if (f.type !== undefined) base = base.where('m.type', '=', f.type);
  if (f.account_id !== undefined) {
    const account = f.account_id;
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

/** The filter index's entries of the materials asked for: an account or tags, with type, status and time. */
function byFacet(db: DB, status: number, f: MaterialFilter) {
  const tags = f.tag_ids ?? [];
  let base = db
    .selectFrom('material_facet as f')
    .where('f.status', '=', literalInt(status))
    .where((eb) =>
      f.account_id === undefined ? eb('f.account_id', 'is', null) : eb('f.account_id', '=', f.account_id),
    )
    .where((eb) => (tags.length ? eb('f.tag_id', 'in', tags) : eb('f.tag_id', 'is', null)));
  if (f.type !== undefined) base = base.where('f.type', '=', f.type);
  if (needsRow(f)) {
    // the remaining filters look at each candidate's row: a primary-key probe per facet entry
    const filters = rowFilters(db, f);
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
  return base;
}

/** A material row with its creator's login name, tags and linked accounts (labelColumns), and its bound ads. */
export type ListedRow = MaterialRow & {
  creator_name: string | null;
  tag_pairs: LabelPairs;
  account_pairs: LabelPairs;
  bound_ad_count: BoundAdCount;
};

/** The order and size of a page: written into the text (sort direction, literal LIMIT). */
type PageShape = StatusShape & { dir: 'asc' | 'desc'; size: number };
/** The status asked for, written into the text (byMaterialRow says why). */
type StatusShape = { status: number };
type PageFilter = MaterialFilter & { offset: number };

// one (account, tag) range holds each material once; several tags can hold it several times
const manyTags = (f: Pick<MaterialFilter, 'tag_ids'>) => (f.tag_ids?.length ?? 0) > 1;

const facetCount = compiledOnce((db: DB, s: StatusShape, f: Omit<MaterialFilter, 'accounts'>) =>
  byFacet(db, s.status, { ...f, accounts: null }).select((eb) =>
    (manyTags(f) ? eb.fn.count<number>('f.material_id').distinct() : eb.fn.countAll<number>()).as('n'),
  ),
);

const facetPage = compiledOnce((db: DB, s: PageShape, f: PageFilter) => {
  const base = byFacet(db, s.status, f);
  const ids = (
    manyTags(f)
      ? base.select(['f.material_id', 'f.create_time']).distinct()
      : base.select(['f.material_id', 'f.create_time'])
  )
    .orderBy('f.create_time', s.dir)
    .orderBy('f.material_id', s.dir)
    .limit(literalLimit(s.size))
    .offset(f.offset);
  return db
    .selectFrom(ids.as('p'))
    .innerJoin('material as m', 'm.id', 'p.material_id')
    .leftJoin('app_user as u', 'u.id', 'm.creator_id')
    .selectAll('m')
    .select('u.login_name as creator_name')
    .select(listedColumns(db, f.accounts))
    .orderBy('p.create_time', s.dir)
    .orderBy('p.material_id', s.dir);
});

const rowCount = compiledOnce((db: DB, s: StatusShape, f: Omit<MaterialFilter, 'accounts'>) =>
  byMaterialRow(db, s.status, { ...f, accounts: null }).select((eb) => eb.fn.countAll<number>().as('n')),
);

const rowPage = compiledOnce((db: DB, s: PageShape, f: PageFilter) =>
  byMaterialRow(db, s.status, f)
    .leftJoin('app_user as u', 'u.id', 'm.creator_id')
    .selectAll('m')
    .select('u.login_name as creator_name')
    .select(listedColumns(db, f.accounts))
    .orderBy('m.create_time', s.dir)
    .orderBy('m.id', s.dir)
    .limit(literalLimit(s.size))
    .offset(f.offset),
);

/**
 * The page of rows and the total, by the cheapest route the filters allow: the filter index when an account or
 * tags are asked for (and neither an id nor a name, which narrow harder through their own indexes), else the
 * material table's (type, status, time) index. Without a name, each statement is compiled once per shape of the
 * filters (compiled-once.ts).
 */
export async function pageMaterials(
  db: DB,
  q: MaterialListQuery,
  scope: readonly number[] | null,
): Promise<{ total: number; capped?: boolean; rows: ListedRow[] }> {
  const f = filterOf(q, scope);
  const shape: PageShape = { status: q.status, dir: q.time_sort === 2 ? 'asc' : 'desc', size: q.page_size };
  const offset = (q.page_no - 1) * q.page_size;
  if (q.name) {
    const [base, byRows] = [byMaterialRow(db, q.status, f, 'index'), byMaterialRow(db, q.status, f, 'rows')];
    const p = { base, byRows, offset, accounts: scope };
    return pageByName(db, { ...p, dir: shape.dir, size: q.page_size });
  }
  const { accounts: _, ...counted } = f;
  const facet = (f.account_id !== undefined || !!f.tag_ids?.length) && f.id === undefined;
  const [count, rows] = await Promise.all(
    facet
      ? [facetCount(db, { status: q.status }, counted), facetPage(db, shape, { ...f, offset })]
      : [rowCount(db, { status: q.status }, counted), rowPage(db, shape, { ...f, offset })],
  );
  return { total: Number(count[0]!.n), rows };
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
  p: {
    base: MaterialQuery;
    byRows: MaterialQuery;
    dir: 'asc' | 'desc';
    offset: number;
    size: number;
    accounts: readonly number[] | null;
  },
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
  const byId = new Map((await findWithCreator(db, ids, p.accounts)).map((r) => [r.id, r]));
  return { total, capped, rows: ids.flatMap((id) => byId.get(id) ?? []) };
}
