import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AudienceDetail, calls } from '@adconsole/contract';
import { type InjectSession, signInAll, writeAudienceFile } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './files-fixtures.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let dir: string;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer'] as const);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audiences-int-'));
});
afterAll(async () => {
  await server.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

function upload(session: InjectSession, filename: string, data: Buffer) {
  const { payload, headers } = multipart([{ name: 'file', filename, data }]);
  return server.app.inject({
    method: 'POST',
    url: calls.audiences.upload.path,
    payload,
    headers: { ...headers, token: session.token },
  });
}

/** Writes a file with the test kit, uploads it, answers the upload's path. */
async function uploaded(lines: string[], options: Parameters<typeof writeAudienceFile>[2] = {}, name = 'ids.txt') {
  const file = path.join(dir, `${randomUUID()}.txt`);
  writeAudienceFile(file, lines, options);
  const res = await upload(s.admin, name, fs.readFileSync(file));
  const body = res.json();
  expect(body.code, res.body).toBe(200);
  return body.data as { path: string; size: number; name: string };
}

const base = { data_type: 3, encryption: 0, source: 1, visibility_scope: 1 } as const;

async function created(session: InjectSession, body: Record<string, unknown>): Promise<number> {
  const res = await session.api(calls.audiences.create, { ...base, ...body } as never);
  const answer = res.json();
  expect(answer.code, res.body).toBe(200);
  return answer.data.id;
}

async function detail(id: number, session = s.admin): Promise<AudienceDetail> {
  return (await session.api(calls.audiences.detail, { id })).json().data;
}

/** Polls the package until it leaves `status`. */
async function settled(id: number, status: number): Promise<AudienceDetail> {
  for (let i = 0; i < 200; i++) {
    const d = await detail(id);
    if (d.status !== status) return d;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`package ${id} still ${status}`);
}

describe('audience packages', () => {
  it('imports an uploaded file: counts unique GAIDs, reports the rest, keeps the file private', async () => {
    const ids = Array.from({ length: 50 }, () => randomUUID());
    const file = await uploaded([...ids, ids[0]!.toUpperCase(), 'junk', ''], { eol: '\r\n', blankEvery: 10 });
    expect(file.name).toBe('ids.txt');
    expect((await server.app.inject({ method: 'GET', url: `/files/${file.path}` })).statusCode).toBe(404);
    const id = await created(s.admin, { cluster_name: 'Buyers', path: file.path, description: 'first' });
    const done = await settled(id, 1);
    expect(done).toMatchObject({ status: 2, count: 50, upload_source: 1, failure: null, import_warning: null });
    expect(done.import_report).toMatchObject({ valid: 51, invalid: 1, duplicates_removed: 1, count: 50 });
    // a sample is the line's number, kind and masked form, never its text
    expect(done.import_report?.invalid_samples).toEqual([{ line: expect.any(Number), kind: null, masked: '****' }]);
    const listed = (await s.admin.api(calls.audiences.list, { cluster_name: 'buy', status: [2] })).json().data;
    expect(listed.list.map((r: { cluster_id: number }) => r.cluster_id)).toContain(id);
  });

  it('fails an import with invalid UTF-8 at its line, and warns when lines look like another kind', async () => {
    const bad = await uploaded([randomUUID(), randomUUID()], { invalidUtf8At: [1] });
    const failed = await settled(await created(s.admin, { cluster_name: 'Broken', path: bad.path }), 1);
    expect(failed).toMatchObject({ status: 3, failure: { reason: 'invalid_utf8', line: 2 } });
    const md5 = await uploaded(['0cc175b9c0f1b6a831c399e269772661', '92eb5ffee6ae2fec3ad71c777531578f', randomUUID()]);
    const warned = await settled(await created(s.admin, { cluster_name: 'Hashed', path: md5.path }), 1);
    expect(warned).toMatchObject({ status: 2, count: 1, import_warning: 'kind_mismatch' });
  });

  it('refuses a suffix, a taken name (any case), a path not uploaded, and a create without the group', async () => {
    expect((await upload(s.admin, 'ids.xlsx', Buffer.from('x\n'))).json().code).toBe(10026);
    const file = await uploaded([randomUUID()]);
    await created(s.admin, { cluster_name: 'Twice', path: file.path });
    const again = await s.admin.api(calls.audiences.create, { ...base, cluster_name: 'TWICE', path: file.path });
    expect(again.json().code).toBe(10022);
    const forged = await s.admin.api(calls.audiences.create, { ...base, cluster_name: 'Forged', path: 'a.txt' });
    expect(forged.json()).toMatchObject({ code: 400 });
    expect(
      (await s.viewer.api(calls.audiences.create, { ...base, cluster_name: 'V', path: file.path })).statusCode,
    ).toBe(403);
    const days = await s.admin.api(calls.audiences.create, {
      ...base,
      cluster_name: 'Rules',
      source: 3,
      user_cluster_rule: { time_range: 14, country: 'SG', industry_category: 1, events: ['click'] },
    });
    expect(days.json().data.errors[0].field).toBe('user_cluster_rule.time_range');
    // a country outside the catalogue is refused at its field, and nothing is made
    const nowhere = await s.admin.api(calls.audiences.create, {
      ...base,
      cluster_name: 'Rules XX',
      source: 3,
      user_cluster_rule: { time_range: 7, country: 'XX', industry_category: 1, events: ['click'] },
    });
    expect(nowhere.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'user_cluster_rule.country' }] } });
    const made = await server.database.db
      .selectFrom('user_cluster')
      .select('id')
      .where('name', '=', 'Rules XX')
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });

  it('edits the name and description, refuses an empty specified scope', async () => {
    const file = await uploaded([randomUUID()]);
    const id = await created(s.admin, { cluster_name: 'Editable', path: file.path });
    await settled(id, 1);
    const res = await s.admin.api(calls.audiences.edit, { cluster_id: id, cluster_name: 'Edited', description: 'd' });
    expect(res.json().code).toBe(200);
    expect(await detail(id)).toMatchObject({ cluster_name: 'Edited', description: 'd' });
    const empty = await s.admin.api(calls.audiences.edit, { cluster_id: id, visibility_scope: 2, linked_account: [] });
    expect(empty.json().code).toBe(400);
  });

  it('deletes a package and its stored files; refuses one targeted by ad groups with the account names', async () => {
    const file = await uploaded([randomUUID()]);
    const id = await created(s.admin, { cluster_name: 'Doomed', path: file.path });
    const imported = await settled(id, 1);
    expect(imported.status).toBe(2);
    const { db } = server.database;
    const row = await db
      .selectFrom('user_cluster')
      .select(['file_key', 'result_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const group = await db
      .selectFrom('ad_group as g')
      .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
      .innerJoin('account as a', 'a.id', 'c.account_id')
      .select(['g.id', 'a.account_name'])
      .executeTakeFirstOrThrow();
    await db.insertInto('ad_group_user_cluster').values({ ad_group_id: group.id, user_cluster_id: id }).execute();
    const bound = (await s.admin.api(calls.audiences.remove, { id })).json();
    expect(bound).toMatchObject({ code: 10021, data: { cluster_id: id, account_names: [group.account_name] } });
    await db.deleteFrom('ad_group_user_cluster').where('user_cluster_id', '=', id).execute();
    expect((await s.admin.api(calls.audiences.remove, { id })).json().code).toBe(200);
    const gone = await settled(id, 4);
    expect(gone.status).toBe(-1);
    const storage = server.config.storage;
    expect(storage.kind).toBe('local');
    for (const key of [row.file_key!, row.result_key!]) {
      expect(fs.existsSync(path.join((storage as { dir: string }).dir, key.slice(0, 2), key))).toBe(false);
    }
    expect((await s.admin.api(calls.audiences.remove, { id })).json().code).toBe(10023);
  });

  it('shows an advertiser the packages of all accounts and of its own, and refuses linking another account', async () => {
    const file = await uploaded([randomUUID()]);
    const accounts = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
    const foreign = accounts.find((a) => a.account_name === 'Nimbus Video')!;
    const own = accounts.find((a) => a.account_name === 'Galaxy Games')!;
    const hidden = await created(s.admin, {
      cluster_name: 'Nimbus only',
      path: file.path,
      visibility_scope: 2,
      linked_account: [foreign.id],
    });
    const listed = (await s.advertiser.api(calls.audiences.list, { page_size: 100 })).json().data;
    expect(listed.list.map((r: { cluster_id: number }) => r.cluster_id)).not.toContain(hidden);
    expect((await s.advertiser.api(calls.audiences.detail, { id: hidden })).json().code).toBe(10201);
    const other = await s.advertiser.api(calls.audiences.create, {
      ...base,
      cluster_name: 'Mine',
      path: (await uploaded([randomUUID()])).path,
      visibility_scope: 2,
      linked_account: [foreign.id],
    });
    expect(other.statusCode).toBe(403);
    const mine = await created(s.advertiser, {
      cluster_name: 'Mine',
      path: (await uploaded([randomUUID()])).path,
      visibility_scope: 2,
      linked_account: [own.id],
    });
    expect((await s.advertiser.api(calls.audiences.list, { cluster_id: mine })).json().data.total).toBe(1);
  });

  it('refuses narrowing the scope away from an account whose ad groups target the package (10021)', async () => {
    const file = await uploaded([randomUUID()]);
    const id = await created(s.admin, { cluster_name: 'Targeted', path: file.path });
    await settled(id, 1);
    const { db } = server.database;
    const group = await db
      .selectFrom('ad_group as g')
      .innerJoin('campaign as c', 'c.id', 'g.campaign_id')
      .innerJoin('account as a', 'a.id', 'c.account_id')
      .select(['g.id', 'a.id as account_id', 'a.account_name'])
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('account')
      .select('id')
      .where('id', '<>', group.account_id)
      .executeTakeFirstOrThrow();
    await db.insertInto('ad_group_user_cluster').values({ ad_group_id: group.id, user_cluster_id: id }).execute();
    const narrowed = await s.admin.api(calls.audiences.edit, {
      cluster_id: id,
      visibility_scope: 2,
      linked_account: [other.id],
    });
    expect(narrowed.json()).toMatchObject({ code: 10021, data: { account_names: [group.account_name] } });
    const kept = await s.admin.api(calls.audiences.edit, {
      cluster_id: id,
      visibility_scope: 2,
      linked_account: [group.account_id, other.id],
    });
    expect(kept.json().code).toBe(200);
    expect((await detail(id)).linked_adset).toEqual([expect.objectContaining({ ad_group_id: group.id })]);
  });

  it('refuses deleting a package while it imports, a storage path outside the storage or not there', async () => {
    const file = await uploaded([randomUUID()]);
    const id = await created(s.admin, { cluster_name: 'Busy', path: file.path });
    await settled(id, 1);
    const { db } = server.database;
    await db.updateTable('user_cluster').set({ status: 1 }).where('id', '=', id).execute();
    expect((await s.admin.api(calls.audiences.remove, { id })).json().code).toBe(10024);
    await db.updateTable('user_cluster').set({ status: 2 }).where('id', '=', id).execute();
    const storage = (path: string) =>
      s.admin.api(calls.audiences.create, {
        ...base,
        source: 2,
        visibility_scope: 2,
        linked_account: [1],
        cluster_name: `S3 ${path.length}`,
        path,
      });
    expect((await storage('bucket/../../etc/passwd')).json().code).toBe(400);
    expect((await storage('bucket/none.txt')).json().code).toBe(10027);
  });

  it('refuses an upload whose Content-Length is over 314572800 bytes before reading it', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'big.txt', data: Buffer.from('x\n') }]);
    const res = await server.app.inject({
      method: 'POST',
      url: calls.audiences.upload.path,
      payload,
      headers: { ...headers, token: s.admin.token, 'content-length': String(400 * 1024 * 1024) },
    });
    expect(res.json()).toMatchObject({ code: 10025 });
  });

  it('logs each change in the audit log, the end of the import by its job', async () => {
    const file = await uploaded([randomUUID()]);
    const id = await created(s.admin, { cluster_name: 'Audited', path: file.path });
    await settled(id, 1);
    const entries = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind'])
      .where('entity_kind', '=', 'audience')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'create', actor_kind: 'user' },
      { action: 'update', actor_kind: 'system' },
    ]);
  });

  it('generates a rule-based package from the device events: its count is the distinct devices that match', async () => {
    const rule = { time_range: 7, country: 'SG', industry_category: 2, events: ['click', 'install'] };
    const id = await created(s.admin, { cluster_name: 'Rule SG', source: 3, user_cluster_rule: rule });
    const done = await settled(id, 1);
    const since = Date.now() - 7 * 86_400_000;
    const expected = await server.database.db
      .selectFrom('device_event')
      .select((eb) => eb.fn.count<number>('gaid').distinct().as('n'))
      .where('country', '=', 'SG')
      .where('industry_category', '=', 2)
      .where('event', 'in', ['click', 'install'])
      .where('event_time', '>=', since)
      .executeTakeFirstOrThrow();
    expect(Number(expected.n)).toBeGreaterThan(0);
    expect(done).toMatchObject({ status: 2, upload_source: 3, generating: false, count: Number(expected.n) });
    expect(done.user_cluster_rule).toEqual(rule);
    // a country of the catalogue that no demo device is in
    const none = await created(s.admin, {
      cluster_name: 'Rule nowhere',
      source: 3,
      user_cluster_rule: { ...rule, country: 'JP' },
    });
    expect(await settled(none, 1)).toMatchObject({ status: 2, count: 0 });
  });
});
