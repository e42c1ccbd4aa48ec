import { DirectoryLimits, type Envelope, type FieldError } from '@adconsole/contract';
import i18next from 'i18next';
import { quietFailureText } from '../../../app/errors';
import { ApiError } from '../../../app/request';
import { toastError, toastSuccess } from '../../../kit/feedback';
import { directoryRefusal } from './refusals';

/** How a directory change ended: done, or refused with a code, field errors of a 400, and the text to show. */
export type Outcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** the business code (a name taken, the last administrator…), or null for a 400 or a failure already shown */
      code: number | null;
      fields: FieldError[];
      /** what to tell the user, or null when the request layer already did (401, network…) */
      text: string | null;
    };

/**
 * Waits for a quiet directory call (sent with `{quiet: true}`) and sorts its ending: business codes arrive as
 * envelopes, a 400 rejects with the fields it names, anything else the request layer has already shown.
 */
export async function outcomeOf<T>(call: Promise<Envelope<T>>): Promise<Outcome<T>> {
  try {
    const answer = await call;
    if (answer.code === 200) return { ok: true, data: answer.data };
    return {
      ok: false,
      code: answer.code,
      fields: [],
      text: directoryRefusal(answer.code, answer.data, answer.msg),
    };
  } catch (error) {
    const fields =
      error instanceof ApiError && error.status === 400
        ? ((error.data as { errors?: FieldError[] } | null)?.errors ?? [])
        : [];
    const code = error instanceof ApiError && error.code !== null && error.code >= 10000 ? error.code : null;
    const text = code !== null ? directoryRefusal(code, (error as ApiError).data, (error as ApiError).message) : null;
    return { ok: false, code, fields, text: text ?? (fields.length ? null : quietFailureText(error)) };
  }
}

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
