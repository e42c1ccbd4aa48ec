import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, lowerChild, lowerThisThread } from './background-priority.js';

const linux = process.platform === 'linux';

describe('background priority', () => {
  it.runIf(linux)(
    'lowers a worker thread alone: the main thread, which answers the calls, keeps its priority',
    async () => {
      const before = os.getPriority();
      const script = fileURLToPath(new URL('./background-priority.ts', import.meta.url));
      const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
      // the worker loads this module through tsx's require hook, as the import worker loads its script in the tests
      const source = `
      const { parentPort } = require('node:worker_threads');
      const m = require(${JSON.stringify(tsx)}).require(${JSON.stringify(script)}, __filename);
      parentPort.postMessage({ lowered: m.lowerThisThread(), nice: require('node:os').getPriority() });`;
      const worker = new Worker(source, { eval: true });
      const answer = await new Promise<{ lowered: boolean; nice: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      await worker.terminate();
      expect(answer).toEqual({ lowered: true, nice: Math.max(before, BACKGROUND_NICE) });
      expect(os.getPriority()).toBe(before);
      expect(os.getPriority(process.pid)).toBe(before);
    },
  );

  it('refuses to lower the main thread', () => {
    expect(() => lowerThisThread()).toThrow(/worker threads/);
  });

  it('lowers a child process', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      expect(lowerChild(child.pid)).toBe(true);
      expect(os.getPriority(child.pid)).toBe(Math.max(os.getPriority(), BACKGROUND_NICE));
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    }
    expect(lowerChild(undefined)).toBe(false);
  });
});
