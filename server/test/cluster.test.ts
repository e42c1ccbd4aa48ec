import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { signIn, startServerProcess } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from './helper.js';

// WORKERS=2: the built entry point (server/dist/main.js, as `npm start` runs it) as its own process, a primary and
// two workers sharing one port; the workers are forked from the bundle.

const serverDir = path.resolve(import.meta.dirname, '..');
let made: Awaited<ReturnType<typeof testDatabase>>;
let primary: ChildProcess;
let port = 0;
let baseUrl = '';

/** One call on a connection of its own (no keep-alive), so calls spread over the workers. */
function call(method: string, url: string, body?: unknown, token?: string) {
  const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise<{ status: number; json: { code: number; data: { token?: string; Total?: number } } }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent: false,
          headers: {
            ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
            ...(token ? { token } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      // a connection handed to a worker as it dies would wait forever
      req.setTimeout(3000, () => req.destroy(new Error('no answer in 3 s')));
      req.end(data);
    },
  );
}

const workers = (): number[] => {
  const file = `/proc/${primary.pid}/task/${primary.pid}/children`;
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
};

async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

beforeAll(async () => {
  made = await testDatabase();
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  const started = await startServerProcess({ dataDir: made.dataDir, env: { ...made.env, WORKERS: '2' } });
  ({ port, url: baseUrl, child: primary } = started);
  await until(() => workers().length === 2, 90_000);
}, 120_000);
afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  await made.drop();
});

describe('a cluster of two workers', () => {
  it('answers signed-in calls on any worker, the session shared through the database', async () => {
    const { token } = await signIn(baseUrl, 'admin');
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/v1/material/list', { page_no: 1, page_size: 10 }, token);
      expect(res.json.code).toBe(200);
      expect(res.json.data.Total).toBeGreaterThan(0);
    }
  });

  it('replaces a worker that dies, and keeps answering meanwhile', async () => {
    const [victim, other] = workers();
    process.kill(victim!, 'SIGKILL');
    // the other worker answers while the primary starts a replacement
    for (let i = 0; i < 4; i++) await until(async () => (await call('GET', '/v1/system/health')).status === 200, 5000);
    await until(() => workers().length === 2 && !workers().includes(victim!), 60_000);
    expect(workers()).toContain(other);
  }, 70_000);

  it('stops every worker and exits cleanly on SIGTERM', async () => {
    const before = workers();
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of before) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  }, 20_000);
});
