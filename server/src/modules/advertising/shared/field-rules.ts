import { Code, type FieldError, onTrackingHost, trackingPrefix } from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import { summarise } from '../../../core/validation-errors.js';

/** Throws one 400 listing every failed field, if any. */
export function failOn(errors: FieldError[]) {
  if (errors.length) throw new AppError(Code.BAD_REQUEST, summarise(errors), { errors });
}

/** Tracking URLs must start with the tracking host. */
export function trackingErrors(urls: Record<string, string>, host: string): FieldError[] {
  const prefix = trackingPrefix(host);
  return Object.entries(urls)
    .filter(([, url]) => url !== '' && !onTrackingHost(url, host))
    .map(([field]) => ({ field, rule: 'tracking_host', message: `${field} must start with ${prefix}` }));
}
