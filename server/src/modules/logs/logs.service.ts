import { ANONYMOUS_FE_LOG_TYPES, Code, type FeLogRequest, FeLogType, Limits } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import { fieldError } from '../../core/field-error.js';
import { enforceRateLimit, type RateRule } from '../../core/rate-limit.js';
import type { DB } from '../../db/database.js';
import { deleteOlderThan, insertFeLog } from './logs.repo.js';
import type { NoticeGate } from './notice-gate.js';

/** Who posts a log line: the session's user, or nobody (the sign-in page). */
export interface FeLogCaller {
  userId: number;
  sessionId: number;
  loginName: string;
}

const finite = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? Math.round(n) : null);

/**
 * The limits a post counts against. Without a session, its address (sign-in page failures are few); with one, its
 * session, and its address at an office's pace (many users behind one address), on a counter of its own so a
 * signed-in office does not use up the sign-in page's allowance.
 */
export function feLogRules(caller: FeLogCaller | null, ip: string): RateRule[] {
  const windowMs = Limits.FE_LOG_WINDOW_MS;
  if (!caller) return [{ key: `fe_log:anon-ip:${ip}`, max: Limits.FE_LOG_ANON_PER_ADDRESS, windowMs }];
  return [
    { key: `fe_log:session:${caller.sessionId}`, max: Limits.FE_LOG_PER_SESSION, windowMs },
    { key: `fe_log:ip:${ip}`, max: Limits.FE_LOG_PER_ADDRESS, windowMs },
  ];
}

/**
 * What a notice may say about where it happened: a call's path (`/v1/...`) or a page's hash route, checked against
 * their shapes; anything else is `(unknown)`. The caller wrote the path, so nothing else of it is repeated.
 */
export function noticePlace(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw, 'http://console.invalid');
  } catch {
    return '(unknown)';
  }
  if (/^\/v[12]\/[\w\-/]{1,80}$/.test(url.pathname)) return url.pathname;
  const route = url.hash.split('?')[0] ?? '';
  return /^#\/[\w\-/]{0,80}$/.test(route) ? route : '(unknown)';
}

/** A failed call's HTTP status and answer code, when the report carries them as whole numbers (no text passes). */
export function answerOf(other: unknown): string {
  const { status, code } = (typeof other === 'object' && other !== null ? other : {}) as Record<string, unknown>;
  const whole = (n: unknown, min: number, max: number) =>
    Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
  const parts = [whole(status, 100, 599) ? `HTTP ${status}` : '', whole(code, 0, 99_999) ? `code ${code}` : ''].filter(
    Boolean,
  );
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/**
 * Stores a front-end log line, within the caller's rate limit (over it: 429, nothing stored). Without a session
 * only the sign-in page's failure kinds are taken, with a small `other`. Failures and unhandled errors are also
 * told to the chat webhook, grouped, by kind, place and user only: never the caller's own text.
 */
export async function recordFeLog(
  db: DB,
  notices: NoticeGate,
  caller: FeLogCaller | null,
  ip: string,
  input: FeLogRequest,
): Promise<void> {
  const other = typeof input.other === 'string' ? input.other : JSON.stringify(input.other ?? null);
  if (!caller) {
    if (!ANONYMOUS_FE_LOG_TYPES.includes(input.log_type)) {
      throw new AppError(
        Code.UNAUTHORIZED,
        `token required for log_type ${input.log_type}: without a session only ${ANONYMOUS_FE_LOG_TYPES.join(', ')} are taken`,
      );
    }
    if (other.length > Limits.FE_LOG_ANON_OTHER_MAX) {
      throw fieldError('other', 'max', `without a session, at most ${Limits.FE_LOG_ANON_OTHER_MAX} characters as JSON`);
    }
  }
  await enforceRateLimit(db, feLogRules(caller, ip), 'front-end logs');
  await insertFeLog(db, {
    user_id: caller?.userId ?? null,
    shareit_id: input.shareit_id,
    path: input.path,
    request_time: finite(input.request_time),
    response_time: finite(input.response_time),
    time_difference: finite(input.time_difference),
    log_type: input.log_type,
    other: other.slice(0, Limits.FE_LOG_OTHER_MAX),
    create_time: Date.now(),
  });
  if (input.log_type === FeLogType.API_FAIL || input.log_type === FeLogType.UNHANDLED) {
    const kind = input.log_type === FeLogType.API_FAIL ? 'front-end call failed' : 'front-end error';
    const user = caller ? `user ${caller.loginName}` : 'a visitor not signed in';
    await notices.notice(kind, `${kind} at ${noticePlace(input.path)}${answerOf(input.other)} for ${user}`);
  }
}

/** Deletes the log lines older than the retention; answers how many went. */
export function prune(db: DB, retentionDays: number, now = Date.now()): Promise<number> {
  return deleteOlderThan(db, now - retentionDays * 24 * 3600 * 1000);
}
