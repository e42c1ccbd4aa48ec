import { type AuditEntry, csvLine } from '@adconsole/contract';

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

/**
 * The export line of an entry. Its cells are the contract's (csv.ts): one formula guard for every CSV the product
 * writes, as names and user agents come from users.
 */
export function entryLine(entry: AuditEntry): string {
  return csvLine(
    CSV_COLUMNS.map((column) =>
      column === 'time_utc' ? new Date(entry.time).toISOString() : entry[column as keyof AuditEntry],
    ),
  );
}
