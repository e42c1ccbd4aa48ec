import type { SelectQueryBuilder } from 'kysely';

/** Which page to answer: 1-based number and size. */
export interface Paging {
  page_no: number;
  page_size: number;
}

/**
 * One page of `query` (selected and ordered) with the total of every row it matches: the total counts the same
 * query without its selection and order, both run together.
 */
export async function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: Paging,
): Promise<{ total: number; list: O[] }> {
  const [count, list] = await Promise.all([
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    query
      .limit(page.page_size)
      .offset((page.page_no - 1) * page.page_size)
      .execute(),
  ]);
  // Kysely cannot resolve a selection's type over a generic table set, so the count's row is named here
  return { total: Number((count as { total: number | string }).total), list };
}
