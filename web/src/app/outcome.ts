import { type Envelope, type FieldError, isBusinessCode } from '@adconsole/contract';
import { businessMessage, quietFailureText } from './errors';
import { ApiError } from './request';

/** How a change ended: done, or refused with the code, the 400's field errors and the text to show. */
export type Outcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** the business code (a name taken, a package in use…), or null for a 400 or a failure already shown */
      code: number | null;
      fields: FieldError[];
      /** what to tell the user, or null when the request layer already did (401, network…) */
      text: string | null;
    };

/** How an area words its refusals: the text of a code, and which codes below the business range are refusals too. */
export interface RefusalWording {
  text?: (code: number, data: unknown, serverMsg: string) => string;
  isRefusal?: (code: number) => boolean;
  /** A 400 that names fields has no text of its own: the form places each error under its field. */
  fieldErrorsAlone?: boolean;
}

/**
 * Waits for a quiet call and sorts its ending: business codes come as envelopes (or, on a non-200 status, as a failed
 * call), a 400 rejects with the fields it names, anything else the request layer has already shown.
 */
export async function outcomeOf<T>(
  sent: Promise<Envelope<T>>,
  { text = businessMessage, isRefusal = isBusinessCode, fieldErrorsAlone = false }: RefusalWording = {},
): Promise<Outcome<T>> {
  try {
    const answer = await sent;
    if (answer.code === 200) return { ok: true, data: answer.data };
    return { ok: false, code: answer.code, fields: [], text: text(answer.code, answer.data, answer.msg) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = error.status === 400 ? ((error.data as { errors?: FieldError[] } | null)?.errors ?? []) : [];
    const code = error.code !== null && isRefusal(error.code) ? error.code : null;
    if (code !== null) return { ok: false, code, fields, text: text(code, error.data, error.message) };
    return { ok: false, code, fields, text: fieldErrorsAlone && fields.length ? null : quietFailureText(error) };
  }
}

/** {@link outcomeOf} with an area's wording, as `useCallMutation`'s `outcome` option takes it. */
export const outcomeWith =
  (wording: RefusalWording) =>
  <T>(sent: Promise<Envelope<T>>): Promise<Outcome<T>> =>
    outcomeOf(sent, wording);
