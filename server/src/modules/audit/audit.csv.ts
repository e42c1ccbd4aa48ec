import { type AuditEntry, csvText } from '@adconsole/contract';

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

const cellsOf = (entry: AuditEntry) => ({ ...entry, time_utc: new Date(entry.time).toISOString() });

/**
 * The export lines of entries, after the header line when `header` (the first batch, even an empty one): the
 * contract's one CSV writer, so names and user agents that came from users are guarded against formulas as every
 * export of the product is.
 */
export function entryLines(entries: AuditEntry[], header = false): string {
  return csvText(entries.map(cellsOf), { columns: [...CSV_COLUMNS], header });
}

/** The export line of one entry. */
export const entryLine = (entry: AuditEntry): string => entryLines([entry]);
