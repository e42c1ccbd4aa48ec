import { callEntries, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshName } from './auth-directory-helper.js';
import { multipart } from './files-fixtures.js';
import { b64, loginAs, startServer, type TestServer } from './helper.js';

// Hostile text replayed: NUL and odd Unicode in text fields, deeply nested JSON, LIKE wildcards
// typed by a user, and spreadsheet formulas in exported names.

let server: TestServer;
let admin: InjectSession;
beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, 'admin');
});
afterAll(() => server.destroy());

const { session, system, authAdmin, tags, materials, apps, audit, audiences } = calls;

/** The fields a 400 names in `data.errors`. */
function refusedFields(res: LightMyRequestResponse): string[] {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe(400);
  return body.data.errors.map((e: { field: string }) => e.field);
}

/** Whether an answer is the 400 of the JSON depth cap. */
const refusedDepth = (res: LightMyRequestResponse) =>
  res.statusCode === 400 && res.json().data?.errors?.[0]?.rule === 'depth';

const anonymous = (method: 'POST' | 'GET', url: string, payload?: unknown) =>
  server.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('NUL and odd Unicode (point 6)', () => {
  it('refuses a NUL or a lone surrogate in the anonymous sign-in with a 400 naming the field', async () => {
    const nul = await anonymous('POST', session.login.path, { login_name: 'ad\u0000min', password: b64('x') });
    expect(refusedFields(nul)).toEqual(['login_name']);
    const surrogate = await anonymous('POST', session.login.path, { login_name: 'admin', password: 'YQ==\uD800' });
    expect(refusedFields(surrogate)).toEqual(['password']);
    const bidi = await anonymous('POST', session.login.path, { login_name: 'adm\u202Ein', password: b64('x') });
    expect(refusedFields(bidi)).toEqual(['login_name']);
  });

  it('refuses a NUL in the material name filter, short (scan) and long (SQLite full-text index) alike', async () => {
    for (const name of ['a\u0000', 'banner\u0000banner']) {
      expect(refusedFields(await admin.api(materials.list, { name }))).toEqual(['name']);
    }
    // the same filter without the NUL is a plain search
    expect((await admin.api(materials.list, { name: 'bannerbanner' })).json().code).toBe(200);
  });

  it('refuses bidi overrides, isolates and zero-width characters in names, and stores names in NFC', async () => {
    const tag = (name: string) => admin.api(tags.add, { name, level: 1, parent_id: 0 });
    for (const bad of ['gpj.\u202Eexe', 'a\u2066b\u2069', 'ad\u200Bmin', 'x\u2060y', 'x\uFEFFy', 'x\u0000y']) {
      expect(refusedFields(await tag(bad)), JSON.stringify(bad)).toEqual(['name']);
    }
    const suffix = freshName('t').slice(-6);
    const added = await tag(`Cafe\u0301 ${suffix}`);
    expect(added.json().code, added.body).toBe(200);
    const nfc = `Café ${suffix}`;
    for (const filter of [nfc, `Cafe\u0301 ${suffix}`]) {
      const list = (await admin.api(tags.list, { name: filter })).json().data.list as { name: string }[];
      expect(list.map((t) => t.name)).toEqual([nfc]);
    }
  });

  it('refuses a NUL, a bidi override or a zero-width character in an uploaded file name, on every upload call', async () => {
    // every multipart call of the contract (materials, audiences, app icons)
    const uploads = callEntries()
      .map((e) => e.call)
      .filter((c) => c.form);
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    for (const call of uploads) {
      for (const filename of ['ban\u0000ner.png', 'gpj\u202Eexe.png', 'a\u200Bb.txt']) {
        const { payload, headers } = multipart([{ name: 'file', filename, data: Buffer.from('not read') }]);
        const res = await server.app.inject({
          method: call.method,
          url: call.path,
          payload,
          headers: { ...headers, token: admin.token },
        });
        expect(refusedFields(res), `${call.path} ${JSON.stringify(filename)}`).toEqual(['file']);
      }
    }
  });

  it('refuses a NUL or a lone surrogate anywhere in the free JSON of a front-end log', async () => {
    const nul = await anonymous('POST', system.feLog.path, { log_type: 4, other: { stack: ['ok', 'x\u0000'] } });
    expect(refusedFields(nul)).toEqual(['other.stack.1']);
    const key = await anonymous('POST', system.feLog.path, { log_type: 4, other: { '\uDC00': 1 } });
    expect(refusedFields(key)).toEqual(['other.\uDC00']);
  });
});

describe('deeply nested JSON (point 8)', () => {
  const nestedText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const feLog = (other: string, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: system.feLog.path,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      payload: `{"log_type":4,"other":${other}}`,
    });

  it('answers 400 naming the body and the depth rule to a log nested 5,000 deep', async () => {
    const res = await feLog(nestedText(5_000), admin.token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'body', rule: 'depth' }] } });
    expect(res.json().msg).toMatch(/nested deeper than 32/);
    // anonymous, the same body is refused too (by the depth cap, or first by the small anonymous body cap)
    const anon = await feLog(nestedText(5_000));
    expect([400, 413]).toContain(anon.statusCode);
    expect(refusedDepth(await feLog(nestedText(1_000)))).toBe(true);
  });

  it('refuses the same depth in any call, before the session is even looked at', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: tags.add.path,
      headers: { 'content-type': 'application/json', token: admin.token },
      payload: `{"name":${nestedText(100_000)}}`,
    });
    expect(res.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'body', rule: 'depth' }] } });
  });

  it('parses a body nested within the cap, and still refuses prototype poisoning', async () => {
    const within = await feLog(`{"a":${nestedText(20)}}`);
    expect(within.statusCode, within.body).toBeLessThan(500);
    expect(within.statusCode).not.toBe(400);
    const poisoned = await server.app.inject({
      method: 'POST',
      url: system.feLog.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"log_type":4,"other":{"__proto__":{"admin":true}}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('LIKE wildcards typed by a user match literally (point 9)', () => {
  it('takes % literally in the account name filter, and in the promotion apps account search', async () => {
    const prefix = freshName('pct');
    const names = [`${prefix} 5%off`, `${prefix} 5xoff`, `${prefix} 50off`];
    for (const account_name of names) {
      expect((await admin.api(authAdmin.createAccount, { account_name })).json().code).toBe(200);
    }
    const page = await admin.api(authAdmin.accountPage, { account_name: `${prefix} 5%off`, page_size: 100 });
    expect(page.json().data.list.map((a: { account_name: string }) => a.account_name)).toEqual([names[0]]);
    const search = await admin.api(apps.accOptions, { keyword: `${prefix} 5%` });
    expect(search.json().data.map((a: { account_name: string }) => a.account_name)).toEqual([names[0]]);
  });

  it('takes _ literally in the user page filter, in any case', async () => {
    const prefix = freshName('usc');
    const shareids = [`${prefix}a_b`, `${prefix}axb`, `${prefix}A_B2`];
    const role = await server.database.db
      .selectFrom('role')
      .select('id')
      .where('name', '=', 'viewer')
      .executeTakeFirst();
    for (const shareid of shareids) {
      const res = await admin.api(authAdmin.createUser, {
        shareid,
        password: b64('a-long-password-1'),
        role_id: role!.id,
      });
      expect(res.json().code, res.body).toBe(200);
    }
    const page = await admin.api(authAdmin.userPage, { shareid: `${prefix}a_b`, page_size: 100 });
    const found = page.json().data.list.map((u: { shareid: string }) => u.shareid);
    expect(found.sort()).toEqual([shareids[0], shareids[2]].sort());
  });

  it('takes _ and % literally in the audience name filter (its backslash escape meant nothing to SQLite)', async () => {
    const all = (await admin.api(audiences.list, { page_size: 100 })).json().data;
    const names: string[] = all.list.map((a: { cluster_name: string }) => a.cluster_name);
    expect(names.some((n) => !n.includes('_') && !n.includes('%'))).toBe(true);
    for (const filter of ['_', '%']) {
      const found = (await admin.api(audiences.list, { cluster_name: filter, page_size: 100 })).json().data.list;
      const foundNames = found.map((a: { cluster_name: string }) => a.cluster_name);
      expect(foundNames.sort()).toEqual(names.filter((n) => n.includes(filter)).sort());
    }
  });
});

describe('the CSV formula guard (point 11)', () => {
  it('keeps a full-width ＝ name as text in the audit export', async () => {
    const name = `＝1+1 ${freshName('f').slice(-6)}`;
    const added = await admin.api(tags.add, { name, level: 1, parent_id: 0 });
    const id = added.json().data.id as number;
    const csv = (await admin.api(audit.export, { entity_kind: 'tag', entity_id: id })).body;
    expect(csv).toContain(`,'${name},`);
    expect(csv).not.toMatch(new RegExp(`,${name},`));
  });
});
