import { type SelectQueryBuilder, sql } from 'kysely';
import { type BoundParams, type CompiledHandle, compiledOnce, type Shape } from './compiled-once.js';

/** Which page to answer: 1-based number and size. */
export interface Paging {
  page_no: number;
  page_size: number;
}

/**
 * A row limit written into the SQL text instead of bound: SQLite (built with STAT4, as better-sqlite3 ships it)
 * prepares a statement anew on every run when its LIMIT is a bound value, and that cost three to four times what
 * running a list's page took. A page size is a validated integer and there are few of them, each its own statement.
 */
export function literalLimit(rows: number) {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return sql.lit(rows);
}

/** An integer written into the SQL text instead of bound, for a value of a few (a status code): each its own statement. */
export function literalInt(value: number) {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return sql.lit(value);
}

/**
 * One page of `query` (selected and ordered) with the total of every row it matches. A page that is not full is the
 * last one, so the total is the rows before it and on it; only a full page (more may follow) or an empty page past
 * the first (the rows may end anywhere before it) counts the same query without its selection and order.
 */
export async function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Paging,
): Promise<{ total: number; list: O[] }> {
  const offset = (page.page_no - 1) * page.page_size;
  const list = await query.limit(literalLimit(page.page_size)).offset(offset).execute();
  if (list.length < page.page_size && (list.length > 0 || offset === 0)) return { total: offset + list.length, list };
  const count = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  // Kysely cannot resolve a selection's type over a generic table set, so the count's row is named here
  return { total: Number((count as { total: number | string }).total), list };
}

/**
 * `paged` for a query compiled once per shape (compiled-once.ts): `build` answers the selected and ordered query
 * from the shape and the bound values; its page (the size written in, the offset bound) and its count are each
 * compiled once per shape and run with each call's values.
 */
export function pagedOnce<H extends CompiledHandle, S extends Shape, P extends BoundParams, DB, TB extends keyof DB, O>(
  build: (db: H, shape: S, params: P) => SelectQueryBuilder<DB, TB, O>,
) {
  const page = compiledOnce((db: H, s: S & { size: number }, p: P & { offset: number }) =>
    build(db, s, p).limit(literalLimit(s.size)).offset(p.offset),
  );
  const count = compiledOnce((db: H, s: S, p: P) =>
    build(db, s, p)
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return async (db: H, shape: S, params: P, paging: Paging): Promise<{ total: number; list: O[] }> => {
    const offset = (paging.page_no - 1) * paging.page_size;
    const list = await page(db, { ...shape, size: paging.page_size }, { ...params, offset });
    if (list.length < paging.page_size && (list.length > 0 || offset === 0))
      return { total: offset + list.length, list };
    const [row] = await count(db, shape, params);
    return { total: Number((row as { total: number | string }).total), list };
  };
}
