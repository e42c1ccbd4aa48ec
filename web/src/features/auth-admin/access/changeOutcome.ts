import { Code, type Envelope, type FieldError } from '@adconsole/contract';
import type { FormInstance } from 'antd/es/form';
import i18next from 'i18next';
import { businessMessage } from '../../../app/errors';
import { outcomeOf } from '../../../app/outcome';
import { toastError, toastSuccess, toastWarning } from '../../../kit/feedback';

// The names the server lists in a refusal's data (MenuHolders, GroupHolders), each with the words that introduce them.
const HOLDER_LISTS = ['children', 'groups', 'roles', 'permissions'] as const;

// The administrator-flag refusals of a role edit, worded for roles (the users screen words them for users).
const ROLE_REFUSALS: Record<number, string> = {
  [Code.LAST_ADMIN]: 'authAccess.refusal.lastAdmin',
  [Code.OWN_USER]: 'authAccess.refusal.ownRole',
};

/** A refusal in words: the code's text, then what still holds the row (child menus, groups, roles, permissions). */
export function refusalText(code: number, data: unknown, serverMsg = ''): string {
  const roleRefusal = ROLE_REFUSALS[code];
  if (roleRefusal) return i18next.t(roleRefusal);
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const details = HOLDER_LISTS.flatMap((list) => {
    const names = record[list];
    return Array.isArray(names) && names.length > 0
      ? [i18next.t(`authAccess.holders.${list}`, { names: names.join(', ') })]
      : [];
  });
  if (typeof record.user_count === 'number' && record.user_count > 0)
    details.push(i18next.t('authAccess.holders.users', { count: record.user_count }));
  const base = businessMessage(code, null, serverMsg);
  return details.length > 0 ? `${base} ${details.join('; ')}` : base;
}

/** What to do with a change's answer besides telling the user. */
export interface ChangeOptions {
  /** the success toast (null: a later step of the same save says it) */
  success: string | null;
  /** a 400 naming fields: the form shows them beside the fields (answers true when it did) */
  onFieldErrors?: (errors: FieldError[]) => boolean;
}

/**
 * Awaits a quiet change and tells the user how it went: the success text, a refusal by its code (with what holds
 * the row), or the failure the request layer left to the caller. Answers true on success.
 */
export async function settleChange(change: Promise<Envelope<unknown>>, options: ChangeOptions): Promise<boolean> {
  const outcome = await outcomeOf(change, { text: refusalText });
  if (outcome.ok) {
    if (options.success) toastSuccess(options.success);
    return true;
  }
  if (outcome.code !== null) toastWarning(outcome.text ?? '');
  else if (!(outcome.fields.length > 0 && options.onFieldErrors?.(outcome.fields)) && outcome.text)
    toastError(outcome.text);
  return false;
}

/** The `onFieldErrors` of a form: a 400's errors of the form's own fields shown under them (true when there were). */
export function fieldErrorsOn(form: FormInstance, names: readonly string[]): (errors: FieldError[]) => boolean {
  return (errors) => {
    const known = errors.filter((e) => names.includes(e.field));
    form.setFields(known.map((e) => ({ name: e.field, errors: [e.message] })));
    return known.length > 0;
  };
}
