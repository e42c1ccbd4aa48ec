/**
 * The URL of the audit log filtered to one entity (what a "history" link opens), in the filter keys of
 * `AUDIT_CODECS`; a module of its own so the screens that link here do not load the log's filters.
 */
export function auditPathFor(entity: string, id: number): string {
  return `/auth/audit?${new URLSearchParams({ entity, entity_id: String(id) })}`;
}
