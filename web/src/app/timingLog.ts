import { FeLogType, sendFeLog } from './feLog';

/** A call that took this long or longer is a slow one, whose timing is logged (fe_log type 2). */
export const SLOW_CALL_MS = 1000;
/** How many slow calls one fe_log call carries at most, and how long a timing waits for its batch to leave. */
export const TIMING_BATCH_MAX = 20;
export const TIMING_BATCH_DELAY_MS = 5000;
/**
 * Batches a page load sends at most: a sample, not a full trace; well inside the server's limit per session and
 * minute, so the failure reports that share it still get through.
 */
export const TIMING_BATCHES_MAX = 10;

/** One slow call: its method, path (no query: filters may hold what users typed), status, when and how long. */
export interface CallTiming {
  method: string;
  path: string;
  status: number;
  started: number;
  finished: number;
}

/** What one batch posts: the slowest call in the spec's three timing fields, every call of the batch in `other`. */
export interface TimingBatch {
  request_time: number;
  response_time: number;
  time_difference: number;
  calls: { method: string; path: string; status: number; at: number; ms: number }[];
}

/** The timing log's state: slow calls waiting to be sent, and the timer that will send them. */
export interface TimingLog {
  /** records a finished call; only a slow one is kept */
  record(call: CallTiming): void;
  /** sends what is waiting now (page hidden or leaving) */
  flush(): void;
}

/**
 * A batching log of slow calls: a call over SLOW_CALL_MS waits up to TIMING_BATCH_DELAY_MS, or until
 * TIMING_BATCH_MAX are waiting, then leaves with the others as one fe_log call; at most TIMING_BATCHES_MAX leave per
 * page load. Nothing here waits for the network, so no call is slowed by being timed.
 */
export function createTimingLog(send: (batch: TimingBatch) => void): TimingLog {
  let waiting: CallTiming[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let batches = 0;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0 || batches >= TIMING_BATCHES_MAX) {
      waiting = [];
      return;
    }
    const batch = waiting;
    waiting = [];
    batches += 1;
    const slowest = batch.reduce((a, b) => (b.finished - b.started > a.finished - a.started ? b : a));
    send({
      request_time: slowest.started,
      response_time: slowest.finished,
      time_difference: slowest.finished - slowest.started,
      calls: batch.map((c) => ({
        method: c.method,
        path: c.path,
        status: c.status,
        at: c.started,
        ms: c.finished - c.started,
      })),
    });
  };
  return {
    record(call) {
      if (call.finished - call.started < SLOW_CALL_MS || batches >= TIMING_BATCHES_MAX) return;
      waiting.push({ ...call, path: call.path.split('?')[0] ?? call.path });
      if (waiting.length >= TIMING_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, TIMING_BATCH_DELAY_MS);
    },
    flush,
  };
}

let installed: TimingLog | null = null;

/** The page's timing log, posting its batches as fe_log type 2 and sending what waits when the page is hidden or left. */
export function pageTimingLog(): TimingLog {
  if (installed) return installed;
  const log = createTimingLog(({ calls, ...times }) =>
    sendFeLog({ log_type: FeLogType.TIMING, path: location.href, ...times, other: { calls } }),
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') log.flush();
  });
  window.addEventListener('pagehide', () => log.flush());
  installed = log;
  return log;
}
