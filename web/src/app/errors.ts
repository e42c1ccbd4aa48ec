import { isBusinessCode } from '@adconsole/contract';
import i18next from 'i18next';
import { toastError } from '../kit/feedback';
import { ApiError } from './request';

const list = (value: unknown): string =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
    : '';

/**
 * Translates a business code (>= 10000) through `errors.<code>`, adding the ids or names the server put in `data`
 * (spec: "mapped message plus the ids"). Unknown codes fall back to the server's msg.
 */
export function businessMessage(code: number, data: unknown, serverMsg = ''): string {
  const record =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const seconds = typeof record.retry_after === 'number' ? record.retry_after : undefined;
  const ids = Array.isArray(data) ? list(data) : list(record.ids ?? record.material_ids ?? record.ad_ids);
  const names = list(record.names ?? record.account_names);
  const key = `errors.${code}`;
  const base = i18next.exists(key) ? i18next.t(key, { seconds }) : serverMsg || i18next.t('errors.code', { code });
  const details = [
    ids ? i18next.t('errors.detail.ids', { ids }) : '',
    names ? i18next.t('errors.detail.names', { names }) : '',
  ].filter(Boolean);
  return details.length ? `${base} ${details.join('; ')}` : base;
}

/**
 * The text of a failed quiet call, chosen by its code alone: a business code through `errors.<code>`, any other
 * refusal as the server worded it. Answers null when the request layer has already told the user.
 */
export function quietFailureText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== null && isBusinessCode(error.code)) return businessMessage(error.code, error.data, error.message);
  // a quiet 400 and apiFail answers were left to the caller; every other kind was already shown
  if (error.kind === 'http' && error.status === 400) return error.message || i18next.t('errors.default');
  return error.kind === 'api' ? error.message || i18next.t('errors.default') : null;
}

/** Shows what a quiet call's failure means, when the request layer left it to the caller. */
export function tellQuietFailure(error: unknown): void {
  const text = quietFailureText(error);
  if (text) toastError(text);
}
