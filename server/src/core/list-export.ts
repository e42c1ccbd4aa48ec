import { Readable } from 'node:stream';
import {
  type Call,
  csvText,
  DEFAULT_LANGUAGE,
  type ExportColumn,
  exportCell,
  exportHeaders,
  type Language,
  parseLanguage,
} from '@adconsole/contract';
import type { FastifyInstance } from 'fastify';
import { type CallRequest, route } from './route.js';

// Every list's CSV export, one mechanism: the export call pages through the list's own service (so the same filters,
// the caller's data scope and the list's permission, which the call shares), and writes each page through the
// contract's one CSV writer (quoting and the formula guard) with the list's columns from `LIST_EXPORTS`.

/** How many rows one read of the list asks for: the lists' largest page. */
export const EXPORT_PAGE_SIZE = 100;

/** One page of a list as its service answers it: `{total, list}`, `{Total, List}`, `{total, data}` or the rows. */
export type ListAnswer =
  | unknown[]
  | { total?: number; Total?: number; list?: unknown[]; List?: unknown[]; data?: unknown[] };

/** Reads page `page_no` (from 1) of `page_size` rows. */
export type PageReader = (page_no: number, page_size: number) => Promise<ListAnswer>;

function rowsOf(answer: ListAnswer): { rows: unknown[]; total: number; whole: boolean } {
  // a list answered whole (no paging) is read once
  if (Array.isArray(answer)) return { rows: answer, total: answer.length, whole: true };
  return {
    rows: answer.list ?? answer.List ?? answer.data ?? [],
    total: answer.total ?? answer.Total ?? 0,
    whole: false,
  };
}

/** The request's console language from `Accept-Language` (the console sends its own); zh-CN when none is known. */
export function exportLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0];
  return parseLanguage(first) ?? DEFAULT_LANGUAGE;
}

/** Rows as CSV lines in `lang`, after the header line when `header`. */
export function exportLines(
  rows: readonly unknown[],
  columns: readonly ExportColumn[],
  lang: Language,
  header: boolean,
): string {
  const records = rows.map((row) => columns.map((c) => exportCell(row, c, lang)));
  return csvText(header ? [exportHeaders(columns, lang), ...records] : records);
}

/**
 * The whole list as CSV text chunks: a byte-order mark (spreadsheets then read UTF-8), the header line, then every
 * page's rows until a short page once the list's total is reached. The first page is read before anything is
 * answered, so a refusal there (an unknown filter id, a business failure) is still the JSON envelope, not half a file.
 */
export async function listCsv(
  read: PageReader,
  columns: readonly ExportColumn[],
  lang: Language,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<Readable> {
  const first = rowsOf(await read(1, pageSize));
  async function* chunks(): AsyncGenerator<string> {
    yield `\uFEFF${exportLines(first.rows, columns, lang, true)}`;
    let page = first;
    let seen = first.rows.length;
    // on while pages come full, and past a short one while the total is not reached (a service that caps its page
    // below ours); a total that is only a lower bound ("more than N") still reads on while pages come full
    const more = () => !page.whole && page.rows.length > 0 && (page.rows.length === pageSize || seen < page.total);
    for (let no = 2; more(); no++) {
      page = rowsOf(await read(no, pageSize));
      seen += page.rows.length;
      if (page.rows.length) yield exportLines(page.rows, columns, lang, false);
    }
  }
  return Readable.from(chunks());
}

/**
 * Registers a list's export call: `read` reads one page of the list for the request (its parsed filters with the
 * page fields replaced) through the list's own service; the file is named `<file>.csv`.
 */
export function exportRoute<C extends Call & { produces: 'text/csv' }>(
  app: FastifyInstance,
  call: C,
  columns: readonly ExportColumn[],
  file: string,
  read: (request: CallRequest<C>, page_no: number, page_size: number) => Promise<ListAnswer>,
): void {
  route(app, call, async (req, reply) => {
    const lang = exportLanguage(req.headers['accept-language']);
    const csv = await listCsv((no, size) => read(req, no, size), columns, lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}.csv"`)
      .send(csv);
  });
}
