import { type AuditEntry, looksLikeFormula } from '@adconsole/contract';
import { type Options, stringify } from 'csv-stringify/sync';

/** The export's columns, in order: the entry's fields, the time also as ISO 8601 UTC for spreadsheets. */
export const CSV_COLUMNS = [
  'id',
  'time',
  'time_utc',
  'actor_id',
  'actor_name',
  'actor_kind',
  'job_id',
  'ip',
  'user_agent',
  'call',
  'action',
  'entity_kind',
  'entity_id',
  'entity_name',
  'changes',
] as const;

// names and user agents come from users: text a spreadsheet would run as a formula is kept as text by a leading
// apostrophe, by the contract's one guard (csv.ts), which the browser's CSV export applies too
const asText = (text: string) => (looksLikeFormula(text) ? `'${text}` : text);

/**
 * csv-stringify writes RFC 4180 (quotes doubled, CRLF lines); it is told to quote a line break inside a cell too,
 * to write booleans as words (its default is 1 and empty) and to guard text, objects (JSON) included.
 */
const OPTIONS: Options = {
  columns: [...CSV_COLUMNS],
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: { boolean: String, string: asText, object: (value) => asText(JSON.stringify(value)) },
};

const cellsOf = (entry: AuditEntry) => ({ ...entry, time_utc: new Date(entry.time).toISOString() });

/** The export lines of entries, after the header line when `header` (the first batch, even an empty one). */
export function entryLines(entries: AuditEntry[], header = false): string {
  return stringify(entries.map(cellsOf), { ...OPTIONS, header });
}

/** The export line of one entry. */
export const entryLine = (entry: AuditEntry): string => entryLines([entry]);
