import { Code, FeLogType, Limits } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64, startServer, type TestServer } from './helper.js';

// Every call a caller without a session can reach, and what bounds it (docs/decisions/hardening.md,
// "Hardening: sign-in limits and front-end logs"). A new public or optional call fails the first test until it is
// given a limit and listed here.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.destroy());

describe('calls open to a caller without a session', () => {
  it('are the sign-in, the front-end log and the health check, nothing else', () => {
    const open = server.apiRoutes
      .filter((r) => r.access === 'public' || r.access === 'optional')
      .map((r) => `${r.access} ${r.method} ${r.path}`)
      .sort();
    expect(open).toEqual(['optional POST /v1/fe_log', 'public GET /v1/system/health', 'public POST /v1/login']);
  });

  it('cap their bodies: the sign-in at 2 KB, an anonymous log at its own small size', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { login_name: 'admin', password: b64('x'.repeat(3000)) },
      remoteAddress: '10.80.0.1',
    });
    expect(login.statusCode).toBe(413);
    const log = await server.app.inject({
      method: 'POST',
      url: '/v1/fe_log',
      payload: { log_type: FeLogType.API_FAIL, path: '/v1/login', other: 'x'.repeat(Limits.FE_LOG_ANON_BODY_MAX) },
      remoteAddress: '10.80.0.1',
    });
    expect(log.statusCode).toBe(413);
    // neither was counted or stored
    expect(await server.database.db.selectFrom('rate_counter').selectAll().execute()).toEqual([]);
  });

  it('rate-limit the sign-in and the log per address (the health check is a bodiless read: no limit)', async () => {
    const logs = [];
    for (let i = 0; i <= Limits.FE_LOG_ANON_PER_ADDRESS; i++) {
      logs.push(
        await server.app.inject({
          method: 'POST',
          url: '/v1/fe_log',
          payload: { log_type: FeLogType.UNHANDLED, path: '/#/login' },
          remoteAddress: '10.81.0.1',
        }),
      );
    }
    expect(logs.at(-1)!.json()).toMatchObject({ code: Code.RATE_LIMITED });
    const logins = [];
    for (let i = 0; i <= Limits.LOGIN_MAX_FAILS_PER_ADDRESS; i++) {
      logins.push(
        await server.app.inject({
          method: 'POST',
          url: '/v1/login',
          payload: { login_name: `nobody-${i}`, password: b64('x') },
          remoteAddress: '10.81.0.1',
        }),
      );
    }
    expect(logins.at(-1)!.json()).toMatchObject({ code: Code.LOGIN_LOCKED });
    const health = await server.app.inject({ method: 'GET', url: '/v1/system/health', remoteAddress: '10.81.0.1' });
    expect(health.statusCode).toBe(200);
  });
});
