import { API_KEY_PREFIX, Code, calls, SERVICE_ANON_PER_ADDRESS } from '@adconsole/contract';
import { apiKeyHeaders, type InjectSession, issueApiKey } from '@adconsole/testkit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCaller } from '../src/core/auth-context.js';
import { registerErrorHandler } from '../src/core/error-handler.js';
import { ApiKeyVerifier } from '../src/modules/api-keys/index.js';
import { actorOf } from '../src/modules/audit/index.js';
import { registerAccessGuard } from '../src/modules/auth/index.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// What a service call takes: a live API key of its scope as `Authorization: Bearer`, nothing else; and what every
// other call does with a key. The guard is the server's own, mounted on a small app with one service route and one
// session route over the test server's database (the key calls of the test server issue and revoke the keys).

let server: TestServer;
let admin: InjectSession;
let guarded: FastifyInstance;
// no cache: what the database says holds at once (the cache's own rule is tested below, with a clock)
let keys: ApiKeyVerifier;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, 'admin');
  keys = new ApiKeyVerifier(server.database.db, 0);
  guarded = Fastify();
  registerErrorHandler(guarded, { notify() {} });
  registerAccessGuard(guarded, server.database.db, keys);
  guarded.post('/v1/service', { config: { access: 'service:device_events' } }, async (req) => ({
    code: 200,
    data: { key: serviceCaller(req), actor: actorOf(req), auth: req.auth },
  }));
  guarded.get('/v1/session', { config: { access: 'session' } }, async () => ({ code: 200, data: null }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await server.destroy();
});

let address = 0;
/** A fresh client address, so each test's refusals count on their own. */
const nextAddress = () => `10.90.${Math.floor(++address / 250)}.${address % 250}`;
const service = (headers: Record<string, string>, remoteAddress = nextAddress()) =>
  guarded.inject({ method: 'POST', url: '/v1/service', headers, remoteAddress });

describe('a service call', () => {
  it('takes a live key of its scope: the handler gets the key, the audit actor is the key', async () => {
    const key = await issueApiKey(admin, { name: 'pipeline A', scopes: ['device_events'] });
    const res = await service(apiKeyHeaders(key.secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      key: { keyId: key.id, name: 'pipeline A', scopes: ['device_events'] },
      actor: { kind: 'service', userId: null, name: 'pipeline A', call: 'POST /v1/service' },
      auth: null,
    });
    // the scheme's case does not matter
    expect((await service({ authorization: `bearer ${key.secret}` })).statusCode).toBe(200);
  });

  it('records the last use (at most once a minute)', async () => {
    const key = await issueApiKey(admin);
    const before = Date.now();
    await service(apiKeyHeaders(key.secret));
    const listed = (await admin.api(calls.apiKeys.list)).json().data.find((k: { id: number }) => k.id === key.id);
    expect(listed.last_used_time).toBeGreaterThanOrEqual(before);
  });

  it('refuses a revoked key at once in the process that revoked it (401)', async () => {
    const key = await issueApiKey(admin);
    expect((await service(apiKeyHeaders(key.secret))).statusCode).toBe(200);
    await admin.api(calls.apiKeys.revoke, { id: key.id });
    const res = await service(apiKeyHeaders(key.secret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: Code.UNAUTHORIZED, msg: 'API key invalid or revoked' });
  });

  it('refuses a key without the scope (403)', async () => {
    const key = await issueApiKey(admin);
    // a key of another scope: none other exists yet, so the row is changed behind the key calls' back
    await server.database.db
      .updateTable('api_key')
      .set({ scopes: 'delivery_stats' })
      .where('id', '=', key.id)
      .execute();
    const res = await service(apiKeyHeaders(key.secret));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: Code.FORBIDDEN });
  });

  it('refuses no key, an unknown key, a malformed header and a session token (401)', async () => {
    const unknown = `${API_KEY_PREFIX}${'A'.repeat(43)}`;
    const refused: Record<string, string>[] = [
      {},
      apiKeyHeaders(unknown),
      apiKeyHeaders('short'),
      { authorization: `Basic ${unknown}` },
      { authorization: `Bearer ${unknown} extra` },
      { 'x-api-key': unknown },
      { token: admin.token },
    ];
    for (const headers of refused) {
      const res = await service(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
    }
    expect((await service({ token: admin.token })).json().msg).toMatch(/not a session token/);
  });

  it('rate-limits calls without a valid key per address (429 with retry_after); a valid key still passes', async () => {
    const key = await issueApiKey(admin);
    const from = nextAddress();
    const answers = [];
    for (let i = 0; i <= SERVICE_ANON_PER_ADDRESS; i++) answers.push(await service({}, from));
    expect(answers.slice(0, -1).every((r) => r.statusCode === 401)).toBe(true);
    const over = answers.at(-1)!;
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: Code.RATE_LIMITED, data: { retry_after: expect.any(Number) } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // the same address with a key of its own is not what the limit is for
    expect((await service(apiKeyHeaders(key.secret), from)).statusCode).toBe(200);
    // another address is not held
    expect((await service({})).statusCode).toBe(401);
  });
});

describe('every other call', () => {
  it('refuses an API key, with or without a session token beside it (401)', async () => {
    const key = await issueApiKey(admin);
    const session = (headers: Record<string, string>) => guarded.inject({ method: 'GET', url: '/v1/session', headers });
    expect((await session({ token: admin.token })).statusCode).toBe(200);
    expect((await session(apiKeyHeaders(key.secret))).statusCode).toBe(401);
    expect((await session({ ...apiKeyHeaders(key.secret), token: admin.token })).statusCode).toBe(401);
    // the real server's calls too: an administrator's key calls with a key instead of a session
    const real = await server.app.inject({
      method: 'GET',
      url: calls.apiKeys.list.path,
      headers: apiKeyHeaders(key.secret),
    });
    expect(real.statusCode).toBe(401);
  });
});

describe('the real intake call', () => {
  const intake = (headers: Record<string, string>, payload: string, batchId: string) =>
    server.app.inject({
      method: 'POST',
      url: `${calls.deviceEvents.batch.path}?batch_id=${batchId}`,
      headers: { 'content-type': 'application/x-ndjson', ...headers },
      payload,
      remoteAddress: nextAddress(),
    });
  const line = () =>
    JSON.stringify({
      device_id: 'abcdef01-aaaa-4bbb-8ccc-dddddddddddd',
      country: 'FR',
      event: 'click',
      industry_category: 1,
      time: Date.now() - 1000,
    });

  it('takes a key in use, then refuses it from the call after its revocation (the app drops its cache)', async () => {
    const key = await issueApiKey(admin, { name: 'live then revoked', scopes: ['device_events'] });
    expect((await intake(apiKeyHeaders(key.secret), line(), 'r1')).statusCode).toBe(200);
    expect((await intake(apiKeyHeaders(key.secret), line(), 'r2')).statusCode).toBe(200);
    await admin.api(calls.apiKeys.revoke, { id: key.id });
    expect((await intake(apiKeyHeaders(key.secret), line(), 'r3')).statusCode).toBe(401);
  });

  it('refuses a call without a key before reading its body (401, not the body limit)', async () => {
    const big = `${line()}\n`.repeat(60_000);
    const res = await intake({}, big, 'big');
    expect(res.statusCode).toBe(401);
  });
});

describe('the per-process cache', () => {
  it('trusts a verified key for its time, then asks again: a revocation elsewhere holds within it', async () => {
    const cached = new ApiKeyVerifier(server.database.db, 5000);
    const key = await issueApiKey(admin);
    const t0 = Date.now();
    expect(await cached.verify(key.secret, t0)).toMatchObject({ keyId: key.id });
    // revoked by another process (this verifier is not told)
    await admin.api(calls.apiKeys.revoke, { id: key.id });
    expect(await cached.verify(key.secret, t0 + 4999)).toMatchObject({ keyId: key.id });
    expect(await cached.verify(key.secret, t0 + 5000)).toBeNull();
  });

  it('never caches an unknown key: a key issued after a refusal works at once', async () => {
    const cached = new ApiKeyVerifier(server.database.db, 5000);
    const key = await issueApiKey(admin);
    await admin.api(calls.apiKeys.revoke, { id: key.id });
    expect(await cached.verify(key.secret)).toBeNull();
    await server.database.db.updateTable('api_key').set({ revoke_time: null }).where('id', '=', key.id).execute();
    expect(await cached.verify(key.secret)).toMatchObject({ keyId: key.id });
  });

  it('forgets every key when told (a revocation or rename in this process)', async () => {
    const cached = new ApiKeyVerifier(server.database.db, 60_000);
    const key = await issueApiKey(admin);
    expect(await cached.verify(key.secret)).not.toBeNull();
    await server.database.db.updateTable('api_key').set({ name: 'renamed' }).where('id', '=', key.id).execute();
    expect(await cached.verify(key.secret)).toMatchObject({ name: key.name });
    cached.forgetAll();
    expect(await cached.verify(key.secret)).toMatchObject({ name: 'renamed' });
  });
});
