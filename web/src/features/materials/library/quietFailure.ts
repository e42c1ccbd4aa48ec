import { BATCH_TAGS_OVER_MSG, type FieldError, NEED_LINKED_ACCOUNT_MSG, TAGS_OVER_MSG } from '@adconsole/contract';
import i18next from 'i18next';
import { toastError } from '../../../app/feedback';
import { ApiError } from '../../../app/request';

// The server words these refusals as the spec does; the web shows the same rule in the interface language.
const SPEC_MESSAGES: Record<string, string> = {
  [TAGS_OVER_MSG]: 'tags.limit.single',
  [BATCH_TAGS_OVER_MSG]: 'tags.limit.batch',
  [NEED_LINKED_ACCOUNT_MSG]: 'library.relation.need',
  'at least one item': 'library.drawer.atLeastOne',
  'a failed review needs a reason': 'library.review.reasonRequired',
};

/** The text of a failed quiet call: a spec rule in the interface language, else the server's message. */
export function quietFailureText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.kind === 'http' && error.status === 400) {
    const fields = ((error.data as { errors?: FieldError[] } | null)?.errors ?? []) as FieldError[];
    const known = fields.map((f) => SPEC_MESSAGES[f.message]).find(Boolean);
    return known ? i18next.t(known) : error.message;
  }
  // apiFail answers of a quiet call were not shown by the request layer; every other kind already was
  return error.kind === 'api' ? error.message || i18next.t('errors.default') : null;
}

/** Shows what a quiet call's failure means, when the request layer left it to the caller. */
export function tellQuietFailure(error: unknown): void {
  const text = quietFailureText(error);
  if (text) toastError(text);
}
