import type { Envelope, FieldError } from '@adconsole/contract';
import i18next from 'i18next';
import { businessMessage } from '../../app/errors';
import { ApiError } from '../../app/request';
import { toastSuccess, toastWarning } from '../../kit/feedback';

/** Spec: a tag save whose msg is not "success" is a warning; otherwise a success notice. Answers true on success. */
export function announceSave(answer: Envelope<unknown>): boolean {
  if (answer.code !== 200) {
    toastWarning(businessMessage(answer.code, answer.data, answer.msg));
    return false;
  }
  if (answer.msg !== 'success') {
    toastWarning(answer.msg);
    return true;
  }
  toastSuccess(i18next.t('tags.saved'));
  return true;
}

/** The failed fields of a quiet 400 answer, or none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const data = error.data as { errors?: FieldError[] } | null;
  return data?.errors ?? [];
}
