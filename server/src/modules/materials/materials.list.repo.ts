import type { MaterialListQuery } from '@adconsole/contract';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/database.js';
import { nameContains } from '../../db/name-search.js';
import type { Database } from '../../db/schema.js';
import { findWithCreator } from './materials.repo.js';
import type { MaterialRow } from './materials.tables.js';

export const MATERIAL_NAME_INDEX = { table: 'material', column: 'name' };

type M = ExpressionBuilder<Database & { m: Database['material'] }, 'm'>;

/** A non-administrator sees materials for all accounts plus those linked to one of its accounts. */
export function visibleTo(eb: M, scope: number[]) {
  return eb.or([
    eb('m.account_relation_type', '=', 1),
    eb.exists(
      eb
        .selectFrom('material_account as ma')
        .select('ma.material_id')
        .whereRef('ma.material_id', '=', 'm.id')
        .where('ma.account_id', 'in', scope.length ? scope : [-1]),
    ),
  ]);
}

/** Filters that only the material row can answer (the facet index carries account, tag, type, status, time). */
function rowFilters(db: DB, q: MaterialListQuery, scope: number[] | null) {
  return (eb: M) => {
    const and = [];
    if (q.id !== undefined) and.push(eb('m.id', '=', q.id));
    if (q.name) and.push(nameContains(db, MATERIAL_NAME_INDEX, 'm', q.name));
    if (q.source !== undefined) and.push(eb('m.source', '=', q.source));
    if (q.scale) and.push(eb('m.scale', '=', q.scale));
    if (q.creator_id?.length) and.push(eb('m.creator_id', 'in', q.creator_id));
    if (q.third_examine_status?.length) and.push(eb('m.third_examine_status', 'in', q.third_examine_status));
    // an account filter inside the scope already implies visibility
    if (scope && q.account_id === undefined) and.push(visibleTo(eb, scope));
    return and;
  };
}

function needsRow(q: MaterialListQuery, scope: number[] | null): boolean {
  return (
    q.source !== undefined ||
    !!q.scale ||
    !!q.creator_id?.length ||
    !!q.third_examine_status?.length ||
    (scope !== null && q.account_id === undefined)
  );
}

/** A material row with its creator's login name. */
export type ListedRow = MaterialRow & { creator_name: string | null };

/**
 * The page of rows and the total, by the cheapest route the filters allow: the filter index when an account or
 * tags are asked for (and neither an id nor a name, which narrow harder through their own indexes), else the
 * material table's (type, status, time) index.
 */
export async function pageMaterials(
  db: DB,
  q: MaterialListQuery,
  scope: number[] | null,
): Promise<{ total: number; rows: ListedRow[] }> {
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
      .limit(q.page_size)
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
        .orderBy('p.create_time', dir)
        .orderBy('p.material_id', dir)
        .execute(),
    ]);
    return { total: Number(count.n), rows };
  }

  let base = db
    .selectFrom('material as m')
    .where('m.status', '=', q.status)
    .where((eb) => eb.and(filters(eb)));
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
  const page = base
    .leftJoin('app_user as u', 'u.id', 'm.creator_id')
    .selectAll('m')
    .select('u.login_name as creator_name')
    .orderBy('m.create_time', dir)
    .orderBy('m.id', dir)
    .limit(q.page_size)
    .offset(offset);
  const countAll = async () =>
    Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (q.name) {
    // a name search must visit every hit to order them by time anyway: the page of ids carries the total (one pass
    // over the name index instead of two); past the last page there is no row to carry it, so it is counted then
    const found = await base
      .select((eb) => ['m.id', eb.fn.countAll<number>().over().as('list_total')])
      .orderBy('m.create_time', dir)
      .orderBy('m.id', dir)
      .limit(q.page_size)
      .offset(offset)
      .execute();
    const total = found.length ? Number(found[0]!.list_total) : await countAll();
    const byId = new Map(
      (
        await findWithCreator(
          db,
          found.map((r) => r.id),
        )
      ).map((r) => [r.id, r]),
    );
    return { total, rows: found.flatMap((r) => byId.get(r.id) ?? []) };
  }
  const [total, rows] = await Promise.all([countAll(), page.execute()]);
  return { total, rows };
}
