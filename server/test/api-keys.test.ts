import { createHash } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyItem, type AuditEntry, Code, calls } from '@adconsole/contract';
import { type InjectSession, issueApiKey } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessIds, userOfRole } from './auth-access-helper.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The administrators' API key calls: issue (the secret answered once), list, rename, revoke, each audited without
// the secret; administrators only. What a key may call is in api-keys-guard.test.ts.

let server: TestServer;
let admin: InjectSession;
let operator: InjectSession;
beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, 'admin');
  operator = await loginAs(server, 'operator');
});
afterAll(() => server.destroy());

const list = async (): Promise<ApiKeyItem[]> => {
  const res = await admin.api(calls.apiKeys.list);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const auditOf = async (id: number): Promise<AuditEntry[]> =>
  (await admin.call('GET', `/v2/auth/audit/list?entity_kind=api_key&entity_id=${id}`)).json().data.list;

describe('issuing a key', () => {
  it('answers its secret once: never in the list, the table or the audit log', async () => {
    const key = await issueApiKey(admin, { name: 'event pipeline', scopes: ['device_events'] });
    expect(key.secret).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(key).toMatchObject({ name: 'event pipeline', scopes: ['device_events'], create_user_name: 'admin' });
    expect(key.prefix).toBe(key.secret.slice(0, API_KEY_PREFIX.length + 8));
    expect(key.revoke_time).toBeNull();

    const listed = await admin.api(calls.apiKeys.list);
    expect(listed.body).not.toContain(key.secret.slice(API_KEY_PREFIX.length + 8));
    expect(listed.json().data[0]).not.toHaveProperty('secret');
    expect(listed.json().data[0]).toMatchObject({ id: key.id, prefix: key.prefix, last_used_time: null });

    const row = await server.database.db.selectFrom('api_key').selectAll().where('id', '=', key.id).executeTakeFirst();
    expect(row!.secret_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(API_KEY_PREFIX.length + 8));

    const entries = await auditOf(key.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', entity_name: 'event pipeline', actor_name: 'admin' });
    expect(JSON.stringify(entries)).not.toContain(key.secret.slice(API_KEY_PREFIX.length + 8));
  });

  it('each key is new: two issues never share a secret or a prefix', async () => {
    const [a, b] = [await issueApiKey(admin), await issueApiKey(admin)];
    expect(a.secret).not.toBe(b.secret);
    expect(a.prefix).not.toBe(b.prefix);
  });

  it('refuses a key without a scope, an unknown scope, a scope twice and an empty name (400 naming the field)', async () => {
    for (const body of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['everything'] },
      { name: 'x', scopes: ['device_events', 'device_events'] },
      { name: ' ', scopes: ['device_events'] },
    ]) {
      const res = await admin.call('POST', calls.apiKeys.issue.path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().data.errors[0].field).toMatch(/^(scopes|name)/);
    }
  });
});

describe('renaming and revoking', () => {
  it('renames a key, audited with the names before and after', async () => {
    const key = await issueApiKey(admin, { name: 'old name', scopes: ['device_events'] });
    const res = await admin.api(calls.apiKeys.rename, { id: key.id, name: 'new name' });
    expect(res.json()).toMatchObject({ code: 200, data: { id: key.id } });
    expect((await list()).find((k) => k.id === key.id)!.name).toBe('new name');
    const [entry] = await auditOf(key.id);
    expect(entry).toMatchObject({ action: 'update', changes: { name: { before: 'old name', after: 'new name' } } });
  });

  it('revokes a key once: it stays listed with who and when; a second revocation changes nothing', async () => {
    const key = await issueApiKey(admin, { name: 'to revoke', scopes: ['device_events'] });
    const before = Date.now();
    expect((await admin.api(calls.apiKeys.revoke, { id: key.id })).json()).toMatchObject({ code: 200 });
    const revoked = (await list()).find((k) => k.id === key.id)!;
    expect(revoked.revoke_user_name).toBe('admin');
    expect(revoked.revoke_time).toBeGreaterThanOrEqual(before);
    expect((await admin.api(calls.apiKeys.revoke, { id: key.id })).json()).toMatchObject({ code: 200 });
    expect((await list()).find((k) => k.id === key.id)!.revoke_time).toBe(revoked.revoke_time);
    expect((await auditOf(key.id)).map((e) => e.action)).toEqual(['revoke', 'create']);
  });

  it('answers 10201 for a key that does not exist', async () => {
    const res = await admin.api(calls.apiKeys.revoke, { id: 999_999 });
    expect(res.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { id: 999_999 } });
  });
});

describe('who may manage keys', () => {
  it('only administrators: a role without the page gets 402, a role granted the groups still 403', async () => {
    expect((await operator.api(calls.apiKeys.list)).statusCode).toBe(402);
    expect((await operator.api(calls.apiKeys.issue, { name: 'x', scopes: ['device_events'] })).statusCode).toBe(402);
    const ids = await accessIds(server);
    const role = await admin.call('POST', '/v2/auth/role', {
      name: 'key keeper',
      menu_ids: [ids.menu('auth.apiKey')],
      group_ids: [ids.group('auth.apiKey.view'), ids.group('auth.apiKey.edit')],
    });
    const keeper = await userOfRole(server, role.json().data.id, 'keeper');
    expect((await keeper.api(calls.apiKeys.list)).statusCode).toBe(403);
    expect((await keeper.api(calls.apiKeys.issue, { name: 'x', scopes: ['device_events'] })).statusCode).toBe(403);
  });
});
