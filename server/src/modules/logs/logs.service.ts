import { type FeLogRequest, FeLogType, Limits } from '@adconsole/contract';
import type { DB } from '../../db/database.js';
import { insertFeLog } from './logs.repo.js';
import type { Notifier } from './notifier.js';

const finite = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? Math.round(n) : null);

/** Stores a front-end log line; failures and unhandled errors are also posted to the chat webhook. */
export async function recordFeLog(
  db: DB,
  notifier: Notifier,
  userId: number | null,
  input: FeLogRequest,
): Promise<void> {
  const other = (typeof input.other === 'string' ? input.other : JSON.stringify(input.other ?? null)).slice(
    0,
    Limits.FE_LOG_OTHER_MAX,
  );
  await insertFeLog(db, {
    user_id: userId,
    shareit_id: input.shareit_id,
    path: input.path,
    request_time: finite(input.request_time),
    response_time: finite(input.response_time),
    time_difference: finite(input.time_difference),
    log_type: input.log_type,
    other,
    create_time: Date.now(),
  });
  if (input.log_type === FeLogType.API_FAIL || input.log_type === FeLogType.UNHANDLED) {
    const kind = input.log_type === FeLogType.API_FAIL ? 'call failed' : 'front-end error';
    notifier.notify(`${kind} for ${input.shareit_id || 'anonymous'} at ${input.path}: ${other.slice(0, 1000)}`);
  }
}
