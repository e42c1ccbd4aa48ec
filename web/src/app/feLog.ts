import {
  ANONYMOUS_FE_LOG_TYPES,
  calls,
  type FeLogRequest,
  FeLogType,
  type FeLogTypeValue,
  Limits,
} from '@adconsole/contract';
import { isFieldValidationRejection } from '../kit/formValidation';
import { getToken, LocalKey, readLocal } from '../lib/storage';

export { FeLogType };

const feLogCall = calls.system.feLog;
/** The path of the log call, whose own failures the request layer keeps silent. */
export const FE_LOG_PATH = feLogCall.path;

/** What a report says; the shareid is filled in here. */
export type FeLogEntry = Omit<FeLogRequest, 'shareit_id' | 'log_type'> & { log_type: FeLogTypeValue };

// A crash loop must not flood the server: at most this many failure reports per page load.
const MAX_REPORTS = 50;
let sent = 0;

/** Posts a failure report (a failed call, an unhandled error), at most MAX_REPORTS per page load. */
export function reportFeLog(entry: FeLogEntry): void {
  if (sent >= MAX_REPORTS) return;
  sent += 1;
  sendFeLog(entry);
}

/**
 * Posts a front-end log. It never throws and never shows anything to the user (spec: fe_log is silent). Without a
 * session the server takes only the sign-in page's failures, with a small `other`: anything else is not sent, and a
 * long `other` (a stack) goes cut to the size the server takes.
 */
export function sendFeLog(entry: FeLogEntry): void {
  const token = getToken();
  if (!token && !ANONYMOUS_FE_LOG_TYPES.includes(entry.log_type)) return;
  const body: FeLogRequest = { shareit_id: readLocal(LocalKey.shareid) ?? '', ...entry };
  if (!token) {
    const other = typeof entry.other === 'string' ? entry.other : JSON.stringify(entry.other ?? null);
    if (other.length > Limits.FE_LOG_ANON_OTHER_MAX) body.other = other.slice(0, Limits.FE_LOG_ANON_OTHER_MAX);
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.token = token;
  try {
    // keepalive lets a report leave even when the page is reloading right after it (401, version change).
    fetch(feLogCall.path, { method: feLogCall.method, headers, body: JSON.stringify(body), keepalive: true }).catch(
      () => {},
    );
  } catch {
    // Reporting is best effort.
  }
}

/** Reports unhandled errors and rejections, except while developing on localhost (spec). */
export function installErrorReporting(isReported: (reason: unknown) => boolean): void {
  if (location.hostname === 'localhost') return;
  window.addEventListener('error', (event) => {
    reportFeLog({
      log_type: FeLogType.UNHANDLED,
      path: location.href,
      other: { kind: 'error', message: event.message, source: event.filename, line: event.lineno, column: event.colno },
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    // A form refusing its input shows why under its fields: handled, once, for every form
    if (isFieldValidationRejection(reason)) {
      event.preventDefault();
      return;
    }
    // Failed API calls were reported by the request layer already.
    if (isReported(reason)) return;
    const message = reason instanceof Error ? reason.message : String(reason);
    const stack = reason instanceof Error ? reason.stack?.slice(0, 4000) : undefined;
    reportFeLog({
      log_type: FeLogType.UNHANDLED,
      path: location.href,
      other: { kind: 'unhandledrejection', message, stack },
    });
  });
}
