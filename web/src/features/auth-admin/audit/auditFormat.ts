import type { AuditEntry } from '@adconsole/contract';
import type { TFunction } from 'i18next';

/** One changed field of an entry, its values as text (null where the field did not exist: a create's before). */
export interface DiffRow {
  field: string;
  /** the field's label in the reader's language (absent in the raw view) */
  label?: string;
  before: string | null;
  after: string | null;
}

/** A value as the diff shows it: text as it is, numbers and flags as written, lists and objects as JSON. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The changed fields of an entry, in the order the server wrote them. */
export function diffRows(changes: AuditEntry['changes']): DiffRow[] {
  return Object.entries(changes ?? {}).map(([field, change]) => ({
    field,
    before: valueText(change.before),
    after: valueText(change.after),
  }));
}

/**
 * Who made the change: the shareid as it was then, the system job (its kind and id), the API key of a service call,
 * or an anonymous caller.
 */
export function actorText(t: TFunction, entry: Pick<AuditEntry, 'actor_kind' | 'actor_name' | 'job_id'>): string {
  if (entry.actor_kind === 'system') {
    const job = entry.job_id === null ? '' : ` · ${t('audit.actor.job', { id: entry.job_id })}`;
    return t('audit.actor.system', { name: entry.actor_name }) + job;
  }
  if (entry.actor_kind === 'service') return t('audit.actor.service', { name: entry.actor_name });
  if (entry.actor_kind === 'anonymous') {
    // a failed sign-in keeps the name that was tried
    return entry.actor_name ? `${t('audit.actor.anonymous')} (${entry.actor_name})` : t('audit.actor.anonymous');
  }
  return entry.actor_name;
}

/** The entity's kind in the reader's language (the raw kind for one the texts do not know yet). */
export function entityKindText(t: TFunction, kind: string): string {
  return t(`audit.entity.${kind}`, { defaultValue: kind });
}

/** The action in the reader's language. */
export function actionText(t: TFunction, action: string): string {
  return t(`audit.action.${action}`, { defaultValue: action });
}
