import { DirectoryLimits, type FieldError } from '@adconsole/contract';
import i18next from 'i18next';
import type { Outcome, RefusalWording } from '../../../app/outcome';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { directoryRefusal } from './refusals';

/**
 * How the directory words a quiet call's ending: its refusal codes through `directoryRefusal`, and a 400 naming fields
 * without text of its own (the dialog places the fields).
 */
export const directoryWording: RefusalWording = { text: directoryRefusal, fieldErrorsAlone: true };

/**
 * What a directory change answers and refetches: accounts, users and companies show each other (a user's accounts,
 * an account's user count, a company's accounts), the roles count their users, and the account and user option lists
 * of the other screens live under `lookups`.
 */
export const directoryChange = {
  refusals: directoryWording,
  invalidates: [['authAdmin'], ['authAccess', 'roles'], ['lookups']],
};

/** A form's field errors as antd's setFields takes them. */
export interface PlacedError<Name extends string> {
  name: Name;
  errors: string[];
}

/**
 * The field errors of a refused save that belong to the form's own fields (by the server's field name), worded by
 * `directory.rule.<field>.<rule>` when the locale has it; errors of other fields are left out (shown as text instead).
 */
export function placeFieldErrors<Name extends string>(
  fields: readonly FieldError[],
  names: readonly Name[],
  word: (key: string, fallback: string) => string,
): PlacedError<Name>[] {
  return fields.flatMap((field) =>
    (names as readonly string[]).includes(field.field)
      ? [{ name: field.field as Name, errors: [word(`directory.rule.${field.field}.${field.rule}`, field.message)] }]
      : [],
  );
}

/** A refusal code that belongs to a field: the field, and its own message (the refusal's text when left out). */
export type CodeFields<Name extends string> = Partial<Record<number, { name: Name; message?: string }>>;

/**
 * What a directory dialog does with its save's outcome (a FormDialog result): done, the saved toast and true; a
 * refusal whose code belongs to a field, under it; a 400's field errors under the form's own fields; anything else
 * as an error toast (or nothing, when the request layer already told), staying open.
 */
export function settleSave<Name extends string>(
  outcome: Outcome<unknown>,
  { names, codeFields = {} }: { names: readonly Name[]; codeFields?: CodeFields<Name> },
): boolean | PlacedError<Name>[] {
  if (outcome.ok) {
    toastSuccess(i18next.t('directory.saved'));
    return true;
  }
  const owner = outcome.code === null ? undefined : codeFields[outcome.code];
  if (owner) return [{ name: owner.name, errors: [owner.message ?? outcome.text ?? ''] }];
  const placed = placeFieldErrors(outcome.fields, names, (key, fallback) => i18next.t(key, { defaultValue: fallback }));
  const unplaced = outcome.text ?? outcome.fields[0]?.message;
  if (!placed.length && unplaced) toastError(unplaced);
  return placed.length ? placed : false;
}

/** The rules of a dialog's name field: not blank (with its message), at most `max` characters. */
export const nameRules = (message: string, max: number = DirectoryLimits.NAME_MAX) => [
  { required: true, whitespace: true, message },
  { max },
];
