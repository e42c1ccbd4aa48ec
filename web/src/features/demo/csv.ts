import { csvText } from '@adconsole/contract';
import { saveFile } from '../../lib/saveFile';

/** One CSV column: its header and how a row fills it. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * Rows as CSV text (CRLF lines, as spreadsheets expect), a header line first: the contract's one CSV writer, so the
 * formula guard is the one the server's exports use.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const header = columns.map((column) => column.title);
  return csvText([header, ...rows.map((row) => columns.map((column) => column.value(row)))]);
}

/** Saves CSV text as a file; the byte-order mark makes spreadsheet programs read Chinese correctly. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
