import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CallTiming,
  createTimingLog,
  SLOW_CALL_MS,
  TIMING_BATCH_DELAY_MS,
  TIMING_BATCH_MAX,
  TIMING_BATCHES_MAX,
  type TimingBatch,
} from './timingLog';

const call = (ms: number, path = '/v1/material/list?page_no=1'): CallTiming => ({
  method: 'POST',
  path,
  status: 200,
  started: 1_000,
  finished: 1_000 + ms,
});

describe('createTimingLog', () => {
  let sent: TimingBatch[];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  it('keeps only slow calls, and sends them as one batch after the delay with the slowest in the timing fields', () => {
    const log = createTimingLog((batch) => sent.push(batch));
    log.record(call(SLOW_CALL_MS - 1));
    log.record(call(SLOW_CALL_MS));
    log.record(call(2500, '/v1/campaign/list'));
    vi.advanceTimersByTime(TIMING_BATCH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ request_time: 1_000, response_time: 3_500, time_difference: 2_500 });
    // the path without its query: filters may hold what users typed
    expect(sent[0]?.calls.map((c) => [c.path, c.ms])).toEqual([
      ['/v1/material/list', SLOW_CALL_MS],
      ['/v1/campaign/list', 2500],
    ]);
  });

  it('sends a full batch at once, and what waits on flush', () => {
    const log = createTimingLog((batch) => sent.push(batch));
    for (let i = 0; i < TIMING_BATCH_MAX; i++) log.record(call(1500));
    expect(sent).toHaveLength(1);
    log.record(call(1500));
    log.flush();
    expect(sent.map((b) => b.calls.length)).toEqual([TIMING_BATCH_MAX, 1]);
    log.flush();
    expect(sent).toHaveLength(2);
  });

  it('sends at most its share of batches per page load', () => {
    const log = createTimingLog((batch) => sent.push(batch));
    for (let i = 0; i < TIMING_BATCHES_MAX + 3; i++) {
      log.record(call(1500));
      log.flush();
    }
    expect(sent).toHaveLength(TIMING_BATCHES_MAX);
  });
});
