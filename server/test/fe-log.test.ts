import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, FeLogType, Limits } from '@adconsole/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteStaleCounters } from '../src/core/rate-limit.js';
import { prune } from '../src/modules/logs/logs.service.js';
import { NOTICES_PER_WINDOW } from '../src/modules/logs/notice-gate.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The attack: anonymous posts to /v1/fe_log were stored without limit and each relayed its text to the chat webhook.
// A local receiver stands in for the webhook and records what arrives.
let server: TestServer;
let receiver: http.Server;
const received: string[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body).text.content);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"errcode":0}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  server = await startServer({ NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/robot/send` });
});
afterAll(async () => {
  await server.destroy();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  await server.notifier.flush();
  received.length = 0;
});

const ATTACK = 'CLICK-HERE http://evil.example/phish <script>';
const post = (payload: object, remoteAddress: string, token?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/fe_log',
    payload,
    remoteAddress,
    headers: token ? { token } : {},
  });
const stored = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('fe_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const loginFailure = (i: number) => ({
  log_type: FeLogType.API_FAIL,
  path: '/v1/login',
  other: { method: 'POST', kind: 'api', status: 200, code: 10100, msg: `${ATTACK} ${i}` },
});

describe('anonymous front-end logs', () => {
  it('stores a flood up to the per-address limit, then answers 429 with Retry-After and stores nothing', async () => {
    const before = await stored();
    const flood = await Promise.all(Array.from({ length: 100 }, (_, i) => post(loginFailure(i), '10.70.0.1')));
    const ok = flood.filter((res) => res.statusCode === 200);
    const limited = flood.filter((res) => res.statusCode === 429);
    expect(ok).toHaveLength(Limits.FE_LOG_ANON_PER_ADDRESS);
    expect(limited).toHaveLength(100 - Limits.FE_LOG_ANON_PER_ADDRESS);
    expect(limited[0]!.json()).toMatchObject({ code: Code.RATE_LIMITED });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before + Limits.FE_LOG_ANON_PER_ADDRESS);
    // each stored failure asked for a notice: the window's allowance went out, without the caller's text
    await server.notifier.flush();
    expect(received).toHaveLength(NOTICES_PER_WINDOW);
    for (const text of received) {
      expect(text).toBe(
        '[AdConsole] front-end call failed at /v1/login (HTTP 200, code 10100) for a visitor not signed in',
      );
    }
    // another address has its own allowance
    expect((await post(loginFailure(0), '10.70.0.2')).statusCode).toBe(200);
  });

  it('relays grouped notices of a crash that name only kind, page and user, never the caller text', async () => {
    const paths = [`http://evil.example/#/login?say=${ATTACK}`, ATTACK, '/v1/login/../../etc'];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post({ log_type: FeLogType.UNHANDLED, path: paths[i % 3]!, other: ATTACK }, `10.71.0.${i + 1}`),
      ),
    );
    await server.notifier.flush();
    expect(received).toHaveLength(NOTICES_PER_WINDOW);
    for (const text of received) {
      expect(text).toMatch(/^\[AdConsole\] front-end error at (#\/login|\(unknown\)) for a visitor not signed in$/);
    }
  });

  it('refuses kinds other than the sign-in failures without a session, storing nothing', async () => {
    const before = await stored();
    for (const log_type of [FeLogType.CLICK, FeLogType.TIMING]) {
      const res = await post({ log_type, path: '/#/login', other: { clicks: [] } }, '10.72.0.1');
      expect(res.statusCode).toBe(401);
    }
    expect(await stored()).toBe(before);
  });

  it('caps an anonymous body: a large `other` is a 400, a large body a 413', async () => {
    const big = {
      log_type: FeLogType.UNHANDLED,
      path: '/#/login',
      other: 'x'.repeat(Limits.FE_LOG_ANON_OTHER_MAX + 1),
    };
    const tooBig = await post(big, '10.73.0.1');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().data.errors[0]).toMatchObject({ field: 'other', rule: 'max' });
    const huge = await post({ ...big, other: 'x'.repeat(Limits.FE_LOG_ANON_BODY_MAX) }, '10.73.0.1');
    expect(huge.statusCode).toBe(413);
  });
});

describe('signed-in front-end logs', () => {
  it('takes clicks and larger reports, and holds a session to its own limit', async () => {
    const { token } = await loginAs(server, 'operator');
    const report = { log_type: FeLogType.UNHANDLED, path: '/#/material', other: 'x'.repeat(8000) };
    expect((await post(report, '10.74.0.1', token)).statusCode).toBe(200);
    const clicks = { log_type: FeLogType.CLICK, path: '/#/material', other: { clicks: [] } };
    const answers = await Promise.all(
      Array.from({ length: Limits.FE_LOG_PER_SESSION + 5 }, () => post(clicks, '10.74.0.1', token)),
    );
    // the report above was the session's first post of the window
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(Limits.FE_LOG_PER_SESSION - 1);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(6);
  });
});

describe('retention', () => {
  it('is a recurring job that prunes log lines past FE_LOG_RETENTION_DAYS (30 by default) and stale counters', async () => {
    const { db } = server.database;
    expect(server.config.feLogRetentionDays).toBe(30);
    const jobs = await db.selectFrom('job').select('kind').where('kind', '=', 'logs.prune').execute();
    expect(jobs).toHaveLength(1);
    const line = { shareit_id: '', path: '/old', log_type: FeLogType.TIMING, other: '' };
    await db
      .insertInto('fe_log')
      .values([
        { ...line, create_time: Date.now() - 31 * 24 * 3600_000 },
        { ...line, path: '/recent', create_time: Date.now() - 29 * 24 * 3600_000 },
      ])
      .execute();
    expect(await prune(db, 30)).toBe(1);
    const paths = await db.selectFrom('fe_log').select('path').where('path', 'in', ['/old', '/recent']).execute();
    expect(paths).toEqual([{ path: '/recent' }]);

    await db.insertInto('rate_counter').values({ key: 'test:stale', count: 3, window_start: 1000 }).execute();
    expect(await deleteStaleCounters(db, Date.now() - 24 * 3600_000)).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('rate_counter').where('key', '=', 'test:stale').selectAll().execute()).toEqual([]);
  });
});
