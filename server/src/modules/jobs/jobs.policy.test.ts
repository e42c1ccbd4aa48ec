import { describe, expect, it } from 'vitest';
import { errorText, type Here, isDeadWorker, parseWorkerId, retryDelay, workerId } from './jobs.policy.js';

describe('retryDelay', () => {
  it('waits the first delay after one failure, doubling after each further one, up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(20, 1000, 60_000)).toBe(60_000);
    expect(retryDelay(5000, 1000)).toBe(3600_000);
    expect(retryDelay(0, 1000)).toBe(1000);
  });
});

describe('worker ids', () => {
  it('name their host and pid, a host with colons included', () => {
    expect(parseWorkerId(workerId('web-1', 42, 'ab12'))).toEqual({ host: 'web-1', pid: 42 });
    expect(parseWorkerId(workerId('fe80::1', 7, 'x'))).toEqual({ host: 'fe80::1', pid: 7 });
    expect(parseWorkerId('someone')).toBeNull();
    expect(parseWorkerId('host:nopid:x')).toBeNull();
  });
});

describe('isDeadWorker', () => {
  const here: Here = {
    workerId: workerId('web-1', 100, 'me'),
    host: 'web-1',
    pid: 100,
    now: 1_000_000,
    staleMs: 120_000,
    pidAlive: (pid) => pid === 100 || pid === 200,
  };
  const fresh = here.now - 1000;

  it('never takes this worker for dead', () => {
    expect(isDeadWorker(here.workerId, null, here)).toBe(false);
  });

  it('takes a worker whose heartbeat is stale (or missing) for dead, on any host', () => {
    expect(isDeadWorker(workerId('web-2', 200, 'a'), here.now - 120_001, here)).toBe(true);
    expect(isDeadWorker(workerId('web-2', 200, 'a'), null, here)).toBe(true);
    expect(isDeadWorker(workerId('web-2', 200, 'a'), fresh, here)).toBe(false);
  });

  it('on this host, takes a gone pid, or this pid under another id, for dead at once', () => {
    expect(isDeadWorker(workerId('web-1', 300, 'a'), fresh, here)).toBe(true);
    expect(isDeadWorker(workerId('web-1', 100, 'before'), fresh, here)).toBe(true);
    expect(isDeadWorker(workerId('web-1', 200, 'a'), fresh, here)).toBe(false);
    expect(isDeadWorker('not-ours', fresh, here)).toBe(false);
  });
});

describe('errorText', () => {
  it('keeps the name and message, cut to 2000 characters', () => {
    expect(errorText(new TypeError('bad'))).toBe('TypeError: bad');
    expect(errorText('plain')).toBe('plain');
    expect(errorText(new Error('x'.repeat(5000)))).toHaveLength(2000);
  });
});
