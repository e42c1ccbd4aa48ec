import { Code, Limits } from '@adconsole/contract';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_DEMO_PASSWORD } from '@adconsole/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/auth/token.js';
import { b64, loginAs, startServer, type TestServer } from './helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.destroy());
// each test starts with no failed logins counted, so one test's lock cannot leak into the next
beforeEach(async () => {
  await server.database.db.deleteFrom('rate_counter').execute();
});

const login = (body: unknown, remoteAddress = '10.1.0.1') =>
  server.app.inject({ method: 'POST', url: '/v1/login', payload: body as object, remoteAddress });
const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

describe('POST /v1/login', () => {
  it('signs in with the right password and answers a token that works', async () => {
    const res = await login({ login_name: 'admin', password: b64(DEFAULT_ADMIN_PASSWORD) });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(data.login_name).toBe('admin');
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    expect(data.expires_at - Date.now()).toBeGreaterThan(Limits.TOKEN_TTL_MS - 60_000);
    expect((await get(`/v2/auth/role/getRoleMenu?user_id=${data.user_id}`, data.token)).statusCode).toBe(200);
  });

  it('stores only the digest of the token', async () => {
    const { token } = await loginAs(server, 'operator');
    const rows = await server.database.db.selectFrom('session').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('answers 10100 for a wrong password and for an unknown user, the same way', async () => {
    const wrong = await login({ login_name: 'admin', password: b64('nope') }, '10.1.0.2');
    const unknown = await login({ login_name: 'ghost', password: b64('nope') }, '10.1.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: Code.LOGIN_FAILED, msg: 'wrong login name or password' });
      expect(res.json().data).toBeNull();
    }
  });

  it('answers 400 naming every malformed field', async () => {
    const res = await login({ login_name: '', password: 42 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['login_name', 'password']);
    expect(body.msg).toContain('login_name');
    expect(body.msg).toContain('password');
  });

  it('answers 400 for a password that is not base64', async () => {
    const res = await login({ login_name: 'admin', password: `${DEFAULT_ADMIN_PASSWORD}!` });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0]).toMatchObject({ field: 'password', rule: 'base64' });
  });

  it('answers 400 for a body that is not JSON, without leaking internals', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login_name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts|node_modules/);
  });

  it('locks an account after repeated failures, even for the right password, then tells how long', async () => {
    for (let i = 0; i < Limits.LOGIN_MAX_FAILS_PER_ACCOUNT; i++) {
      // from different addresses, so only the account's counter can be what locks
      const res = await login({ login_name: 'advertiser', password: b64(`bad${i}`) }, `10.2.0.${i + 1}`);
      expect(res.json().code).toBe(Code.LOGIN_FAILED);
    }
    const locked = await login({ login_name: 'ADVERTISER', password: b64(DEFAULT_DEMO_PASSWORD) }, '10.2.0.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(Code.LOGIN_LOCKED);
    expect(locked.json().data.retry_after).toBeGreaterThan(0);
    expect(locked.json().data.retry_after).toBeLessThanOrEqual(Limits.LOGIN_FAIL_WINDOW_MS / 1000);
    // another account is not affected
    expect(
      (await login({ login_name: 'operator', password: b64(DEFAULT_DEMO_PASSWORD) }, '10.2.0.201')).json().code,
    ).toBe(200);
  });

  it('locks an address after repeated failures across many names', async () => {
    for (let i = 0; i < Limits.LOGIN_MAX_FAILS_PER_ADDRESS; i++) {
      await login({ login_name: `nobody${i}`, password: b64('x') }, '10.3.0.1');
    }
    const res = await login({ login_name: 'operator', password: b64(DEFAULT_DEMO_PASSWORD) }, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(Code.LOGIN_LOCKED);
    expect(
      (await login({ login_name: 'operator', password: b64(DEFAULT_DEMO_PASSWORD) }, '10.3.0.2')).json().code,
    ).toBe(200);
  });

  it('a success clears the account counter', async () => {
    for (let i = 0; i < Limits.LOGIN_MAX_FAILS_PER_ACCOUNT - 1; i++) {
      await login({ login_name: 'admin', password: b64('bad') }, '10.4.0.1');
    }
    expect((await login({ login_name: 'admin', password: b64(DEFAULT_ADMIN_PASSWORD) }, '10.4.0.1')).json().code).toBe(
      200,
    );
    for (let i = 0; i < Limits.LOGIN_MAX_FAILS_PER_ACCOUNT - 1; i++) {
      await login({ login_name: 'admin', password: b64('bad') }, '10.4.0.1');
    }
    expect((await login({ login_name: 'admin', password: b64(DEFAULT_ADMIN_PASSWORD) }, '10.4.0.1')).json().code).toBe(
      200,
    );
  });

  it('refuses a disabled user with 10102', async () => {
    await server.database.db.updateTable('app_user').set({ status: 0 }).where('login_name', '=', 'operator').execute();
    try {
      const res = await login({ login_name: 'operator', password: b64(DEFAULT_DEMO_PASSWORD) }, '10.5.0.1');
      expect(res.json().code).toBe(Code.USER_DISABLED);
    } finally {
      await server.database.db
        .updateTable('app_user')
        .set({ status: 1 })
        .where('login_name', '=', 'operator')
        .execute();
    }
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with an unknown token, and with an expired one', async () => {
    expect((await get('/v1/account/list')).statusCode).toBe(401);
    const unknown = await get('/v1/account/list', 'made-up-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 401, msg: 'token invalid, please log in again' });

    const { token } = await loginAs(server, 'admin');
    await server.database.db
      .updateTable('session')
      .set({ expire_time: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await get('/v1/account/list', token)).statusCode).toBe(401);
  });

  it('logout revokes the token', async () => {
    const { token, user_id } = await loginAs(server, 'admin');
    expect((await get('/v1/account/list', token)).statusCode).toBe(200);
    const out = await server.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { token },
      payload: { user_id },
    });
    expect(out.json()).toMatchObject({ code: 200 });
    expect((await get('/v1/account/list', token)).statusCode).toBe(401);
    const again = await server.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { token },
      payload: { user_id },
    });
    expect(again.statusCode).toBe(401);
  });

  it('logout may be sent without a body', async () => {
    const { token } = await loginAs(server, 'admin');
    const out = await server.app.inject({ method: 'POST', url: '/v1/logout', headers: { token } });
    expect(out.statusCode).toBe(200);
    expect((await get('/v1/account/list', token)).statusCode).toBe(401);
  });

  it('a disabled user loses access at once', async () => {
    const { token } = await loginAs(server, 'operator');
    await server.database.db.updateTable('app_user').set({ status: 0 }).where('login_name', '=', 'operator').execute();
    try {
      expect((await get('/v1/account/list', token)).statusCode).toBe(401);
    } finally {
      await server.database.db
        .updateTable('app_user')
        .set({ status: 1 })
        .where('login_name', '=', 'operator')
        .execute();
    }
  });
});
