import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FeLogType } from '@adconsole/contract';
import { DEFAULT_ADMIN_PASSWORD } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootstrapError } from '../src/seed/bootstrap.js';
import { engine, loginAs, startServer, type TestServer } from './helper.js';

// A real local webhook that records what the server posts to it.
const received: { msgtype: string; text: { content: string } }[] = [];
const hook = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    received.push(JSON.parse(body));
    res.end('{}');
  });
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  const { port } = hook.address() as AddressInfo;
  server = await startServer({ NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` });
});
afterAll(async () => {
  await server.destroy();
  hook.close();
});

describe('POST /v1/fe_log', () => {
  it('stores a log with the caller when signed in, and a sign-in failure without one', async () => {
    const { token, user_id } = await loginAs(server, 'operator');
    const body = {
      shareit_id: 'operator',
      path: '/#/home',
      request_time: 1,
      response_time: 5,
      time_difference: 4,
      log_type: 2,
    };
    const signed = await server.app.inject({ method: 'POST', url: '/v1/fe_log', headers: { token }, payload: body });
    expect(signed.json()).toMatchObject({ code: 200 });
    const anon = await server.app.inject({
      method: 'POST',
      url: '/v1/fe_log',
      payload: { ...body, shareit_id: '', log_type: FeLogType.API_FAIL },
    });
    expect(anon.json()).toMatchObject({ code: 200 });
    const rows = await server.database.db.selectFrom('fe_log').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.user_id)).toEqual([user_id, null]);
    expect(rows[0]).toMatchObject({ path: '/#/home', time_difference: 4, log_type: 2 });
  });

  it('posts failures and unhandled errors to the webhook, but not timings, by kind, place and user only', async () => {
    const { token } = await loginAs(server, 'admin');
    received.length = 0;
    for (const log_type of [FeLogType.CLICK, FeLogType.TIMING, FeLogType.API_FAIL, FeLogType.UNHANDLED]) {
      await server.app.inject({
        method: 'POST',
        url: '/v1/fe_log',
        headers: { token },
        payload: { shareit_id: 'admin', path: '/#/x', log_type, other: { message: `boom ${log_type}` } },
      });
    }
    await server.notifier.flush();
    expect(received.map((r) => r.msgtype)).toEqual(['text', 'text']);
    expect(received.map((r) => r.text.content)).toEqual([
      '[AdConsole] front-end call failed at #/x for user admin',
      '[AdConsole] front-end error at #/x for user admin',
    ]);
  });

  it('refuses a log_type that is not a number, or not one of the enum, with 400 naming the field', async () => {
    for (const log_type of ['x', 0, 5]) {
      const res = await server.app.inject({ method: 'POST', url: '/v1/fe_log', payload: { log_type } });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'log_type' })]);
    }
  });
});

describe('system', () => {
  it('answers health with the engine in use', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/v1/system/health' });
    expect(res.json().data).toMatchObject({ status: 'ok', database: engine });
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('publishes the OpenAPI schema at /docs with every API route', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/v1/login', '/v1/logout', '/v2/auth/role/getRoleMenu', '/v1/fe_log', '/v2/auth/account']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it('records each permissioned route in the permission table', async () => {
    const rows = await server.database.db
      .selectFrom('permission as p')
      .innerJoin('permission_group as g', 'g.id', 'p.group_id')
      .select(['p.method', 'p.path', 'g.name'])
      .execute();
    expect(rows).toContainEqual({ method: 'POST', path: '/v2/auth/account', name: 'auth.account.edit' });
  });
});

describe('first start', () => {
  it('SEED=none starts with only the administrator', async () => {
    const empty = await startServer({ SEED: 'none' });
    try {
      const users = await empty.database.db.selectFrom('app_user').select('login_name').execute();
      expect(users.map((u) => u.login_name)).toEqual(['admin']);
      expect(await empty.database.db.selectFrom('account').select('id').execute()).toHaveLength(0);
    } finally {
      await empty.destroy();
    }
  });

  it.runIf(engine === 'postgres')('PostgreSQL refuses to start without ADMIN_PASSWORD', async () => {
    await expect(startServer({ ADMIN_PASSWORD: '', SEED: 'none' })).rejects.toBeInstanceOf(BootstrapError);
  });

  it.runIf(engine === 'sqlite')('embedded mode takes ADMIN_PASSWORD when given', async () => {
    const custom = await startServer({ ADMIN_PASSWORD: 'Another-Secret-9' });
    try {
      expect(custom.firstAdminPassword).toBe('Another-Secret-9');
      await expect(loginAs(custom, 'admin', 'Another-Secret-9')).resolves.toMatchObject({ user_id: 1 });
      await expect(loginAs(custom, 'admin', DEFAULT_ADMIN_PASSWORD)).rejects.toThrow();
    } finally {
      await custom.destroy();
    }
  });
});
