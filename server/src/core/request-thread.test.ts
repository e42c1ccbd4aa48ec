import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestThread } from './request-thread.js';

// A thread that answers `{ n }` with `{ twice }` after `wait` ms (so answers can come back out of order), and exits
// when asked for n = -1.
const SCRIPT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, n, wait }) => {
  if (n === -1) process.exit(3);
  setTimeout(() => parentPort.postMessage({ id, twice: n * 2 }), wait);
});
`;

let started = 0;
const thread = new RequestThread<{ n: number; wait: number }, { twice: number }>(() => {
  started += 1;
  return new Worker(SCRIPT, { eval: true });
}, 'doubling thread');

afterEach(() => thread.close());

describe('RequestThread', () => {
  it('matches each answer to its request, whatever order they come back in', async () => {
    const slow = thread.ask({ n: 1, wait: 50 });
    const fast = thread.ask({ n: 2, wait: 0 });
    expect((await fast).twice).toBe(4);
    expect((await slow).twice).toBe(2);
  });

  it('rejects what waits on a thread that exits, naming it, and starts a new thread for the next request', async () => {
    const before = started;
    const waiting = thread.ask({ n: 5, wait: 200 });
    const dying = thread.ask({ n: -1, wait: 0 });
    await expect(dying).rejects.toThrow('doubling thread exited (3)');
    await expect(waiting).rejects.toThrow('doubling thread exited (3)');
    expect((await thread.ask({ n: 7, wait: 0 })).twice).toBe(14);
    expect(started).toBe(before + 2);
  });
});
