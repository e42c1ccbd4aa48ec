import { type Expression, type SqlBool, sql } from 'kysely';
import { containsText } from '../../../db/text-search.js';

// What the placement catalogues' lists share: a keyword matches part of a name or code, or a whole id.

export interface Page {
  page_no: number;
  page_size: number;
  keyword?: string | undefined;
}

const wholeId = (keyword: string | undefined) => (keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : null);

/** `keyword` found in one of `columns`, or equal to the row's `idColumn`. */
export function keywordMatch(keyword: string, idColumn: string, columns: string[]): Expression<SqlBool> {
  const parts = columns.map((c) => containsText(c, keyword));
  const id = wholeId(keyword);
  if (id !== null) parts.push(sql<SqlBool>`${sql.ref(idColumn)} = ${id}`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The status of a deleted ad, ad group or campaign. */
export const DELETED = -1;
export const count = (n: number | string | bigint | null) => Number(n ?? 0);
