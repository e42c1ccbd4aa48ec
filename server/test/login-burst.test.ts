import { AuditAction, Code, Limits } from '@adconsole/contract';
import { DEFAULT_DEMO_PASSWORD } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64, startServer, type TestServer } from './helper.js';

// The attack: many concurrent wrong passwords, which used to be checked before any failure was counted. Each
// password check that fails leaves one SIGN_IN_FAILED audit entry, so the entries count the checks.
let server: TestServer;
// a queue long enough for the whole burst: only the counters can stop it here (the pool has its own test below)
let small: TestServer;
beforeAll(async () => {
  server = await startServer({ LOGIN_HASH_QUEUE: '200' });
  small = await startServer({ LOGIN_HASH_CONCURRENCY: '1', LOGIN_HASH_QUEUE: '0' });
});
afterAll(async () => {
  await server.destroy();
  await small.destroy();
});

const login = (target: TestServer, loginName: string, password: string, remoteAddress: string) =>
  target.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { login_name: loginName, password: b64(password) },
    remoteAddress,
  });

async function failedChecks(target: TestServer, names: string[]): Promise<number> {
  const row = await target.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', AuditAction.SIGN_IN_FAILED)
    .where('entity_name', 'in', names)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a burst of concurrent wrong passwords', () => {
  it('gets at most the per-name limit of password checks for one name, the rest 429 with Retry-After', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(server, 'advertiser', `guess-${i}`, `10.60.${i}.1`)),
    );
    const codes = burst.map((res) => res.json().code);
    expect(codes.filter((c) => c === Code.LOGIN_FAILED)).toHaveLength(Limits.LOGIN_MAX_FAILS_PER_ACCOUNT);
    expect(codes.filter((c) => c === Code.LOGIN_LOCKED)).toHaveLength(60 - Limits.LOGIN_MAX_FAILS_PER_ACCOUNT);
    expect(await failedChecks(server, ['advertiser'])).toBe(Limits.LOGIN_MAX_FAILS_PER_ACCOUNT);
    const refused = burst.find((res) => res.json().code === Code.LOGIN_LOCKED)!;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().data.retry_after);
    // the right password is refused too while the name is locked
    const right = await login(server, 'advertiser', DEFAULT_DEMO_PASSWORD, '10.61.0.1');
    expect(right.json().code).toBe(Code.LOGIN_LOCKED);
    expect(await failedChecks(server, ['advertiser'])).toBe(Limits.LOGIN_MAX_FAILS_PER_ACCOUNT);
  });

  it('gets at most the per-address limit of checks across many names from one address', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `spray-${i}`);
    const burst = await Promise.all(names.map((name) => login(server, name, 'guess', '10.62.0.1')));
    const codes = burst.map((res) => res.json().code);
    expect(codes.filter((c) => c === Code.LOGIN_FAILED)).toHaveLength(Limits.LOGIN_MAX_FAILS_PER_ADDRESS);
    expect(codes.filter((c) => c === Code.LOGIN_LOCKED)).toHaveLength(60 - Limits.LOGIN_MAX_FAILS_PER_ADDRESS);
    expect(await failedChecks(server, names)).toBe(Limits.LOGIN_MAX_FAILS_PER_ADDRESS);
  });

  it('gives a success its address reservation back, so signing in does not use up the address', async () => {
    for (let i = 0; i < Limits.LOGIN_MAX_FAILS_PER_ADDRESS + 2; i++) {
      expect((await login(server, 'operator', DEFAULT_DEMO_PASSWORD, '10.63.0.1')).json().code).toBe(200);
    }
  });
});

describe('the password check pool', () => {
  it('answers 429 LOGIN_BUSY with Retry-After when its slots and queue are taken, counting nothing', async () => {
    let release!: () => void;
    const held = small.passwords.pool.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(small.passwords.pool.stats()).toMatchObject({ size: 1, queue: 0, running: 1 });
    const busy = await login(small, 'operator', 'guess', '10.64.0.1');
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ code: Code.LOGIN_BUSY, data: { retry_after: 1 } });
    expect(busy.headers['retry-after']).toBe('1');
    // a busy answer is no attempt: nothing counted against the name or the address
    const counters = await small.database.db.selectFrom('rate_counter').selectAll().execute();
    expect(counters.filter((c) => c.key.startsWith('login:'))).toEqual([]);
    release();
    await held;
    expect((await login(small, 'operator', 'guess', '10.64.0.1')).json().code).toBe(Code.LOGIN_FAILED);
    expect(await failedChecks(small, ['operator'])).toBe(1);
  });
});
