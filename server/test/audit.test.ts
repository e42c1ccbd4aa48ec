import { type AuditEntry, Code, callEntries } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../src/modules/audit/audit.actor.js';
import { sweepOrphans } from '../src/modules/files/files.sweep.js';
import { createStorage } from '../src/modules/files/index.js';
import { b64, startServer, type TestServer } from './helper.js';
import { materialsWorld, userWithRole, type World } from './materials-helper.js';

// The audit log: an entry per change in each wired area (same transaction, only the changed fields), none for a
// refused change, the list's filters and keyset paging, the CSV export, administrators only. Retention: audit-retention.

let server: TestServer;
let w: World;
const started = Date.now();

beforeAll(async () => {
  server = await startServer();
  w = await materialsWorld(server);
});
afterAll(() => server.destroy());

interface Page {
  list: AuditEntry[];
  next_cursor: string | null;
}

const query = (q: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
async function page(q: Record<string, string | number> = {}): Promise<Page> {
  const res = await w.call('admin', 'GET', `/v2/auth/audit/list?${query(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** The newest entry of an entity. */
async function latest(entity_kind: string, entity_id: number): Promise<AuditEntry> {
  const [entry] = (await page({ entity_kind, entity_id, page_size: 1 })).list;
  return entry!;
}
const count = async () =>
  Number(
    (
      await w.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tagAdd = (body: object) =>
  w.call('admin', 'POST', '/v1/tag/add', { module: 2, remark: '', alias: null, ...body });

describe('sessions', () => {
  it('records each sign-in under the user, with address, user agent and call', async () => {
    const entry = (await page({ action: 'sign-in', user_id: w.as.operator.user_id })).list[0]!;
    expect(entry).toMatchObject({
      actor_id: w.as.operator.user_id,
      actor_name: 'operator',
      actor_kind: 'user',
      call: 'POST /v1/login',
      entity_kind: 'user',
      entity_id: w.as.operator.user_id,
      entity_name: 'operator',
      changes: null,
    });
    expect(entry.ip).toBeTruthy();
    expect(entry.user_agent).toBeTruthy();
  });

  it('records a failed sign-in as anonymous, with the name as typed, and does not record a locked-out one twice', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'user-agent': 'audit-test' },
      payload: { login_name: 'operator', password: b64('wrong password') },
    });
    expect(res.json().code).toBe(Code.LOGIN_FAILED);
    const entry = (await page({ action: 'sign-in-failed' })).list[0]!;
    expect(entry).toMatchObject({
      actor_id: null,
      actor_kind: 'anonymous',
      actor_name: 'operator',
      user_agent: 'audit-test',
      entity_kind: 'user',
      entity_id: w.as.operator.user_id,
    });
  });

  it('records a sign-out', async () => {
    const session = await userWithRole(server, 'audit-leaver', ['home'], [], []);
    expect((await session.call('POST', '/v1/logout', {})).json().code).toBe(200);
    const entry = (await page({ action: 'sign-out', user_id: session.user_id })).list[0]!;
    expect(entry).toMatchObject({ actor_name: 'audit-leaver', call: 'POST /v1/logout', entity_id: session.user_id });
  });
});

describe('tags', () => {
  it('records a create, a rename with only the name before and after, and a delete', async () => {
    const add = await tagAdd({ level: 1, parent_id: 0, name: 'Audit theme' });
    const id = add.json().data.id as number;
    expect(await latest('tag', id)).toMatchObject({
      action: 'create',
      actor_id: w.as.admin.user_id,
      actor_name: 'admin',
      call: 'POST /v1/tag/add',
      entity_name: 'Audit theme',
      changes: { name: { before: null, after: 'Audit theme' }, level: { before: null, after: 1 } },
    });
    const edit = await w.as.admin.call('PUT', '/v1/tag/edit', {
      id,
      module: 2,
      level: 1,
      parent_id: 0,
      name: 'Audit theme renamed',
      remark: '',
      alias: null,
    });
    expect(edit.json().code, edit.body).toBe(200);
    expect(await latest('tag', id)).toMatchObject({
      action: 'update',
      call: 'PUT /v1/tag/edit',
      entity_name: 'Audit theme',
      changes: { name: { before: 'Audit theme', after: 'Audit theme renamed' } },
    });
    expect(Object.keys((await latest('tag', id)).changes!)).toEqual(['name']);
    const del = await w.as.admin.call('DELETE', `/v1/tag/del?id=${id}`);
    expect(del.json().code, del.body).toBe(200);
    expect(await latest('tag', id)).toMatchObject({
      action: 'delete',
      entity_name: 'Audit theme renamed',
      changes: { name: { before: 'Audit theme renamed', after: null } },
    });
  });

  it('records nothing for a refused change', async () => {
    const before = await count();
    const refused = await tagAdd({ level: 1, parent_id: 5, name: 'Refused theme' });
    expect(refused.statusCode).toBe(400);
    const taken = await tagAdd({ level: 1, parent_id: 0, name: 'Industry' });
    expect(taken.json().code).toBe(Code.NAME_TAKEN);
    expect(await count()).toBe(before);
  });
});

describe('materials', () => {
  it('records an add, a save, a batch tag and a delete with the fields each changed', async () => {
    const [id] = await w.added('admin', {
      materials: [await w.record('admin')],
      tag_ids: [w.tags.get('Compliance/Brand Safe')!],
      account_relation_type: 1,
      account_ids: [],
    });
    const created = await latest('material', id!);
    expect(created).toMatchObject({ action: 'create', call: 'POST /v1/material/add' });
    expect(created.changes!.tag_ids).toEqual({ before: null, after: [w.tags.get('Compliance/Brand Safe')] });

    const save = await w.call('admin', 'POST', '/v1/material/save', {
      material_id: id,
      material_name: 'Audited material',
      tag_ids: [w.tags.get('Compliance/Brand Safe')!],
      account_relation_type: 1,
      account_ids: [],
    });
    expect(save.json().code, save.body).toBe(200);
    const saved = await latest('material', id!);
    expect(saved.action).toBe('update');
    expect(Object.keys(saved.changes!)).toEqual(['name']);
    expect(saved.changes!.name!.after).toBe('Audited material');

    const other = [...w.tags.values()].find((t) => t !== w.tags.get('Compliance/Brand Safe'))!;
    const tagged = await w.call('admin', 'POST', '/v1/material/batch_tag', { material_ids: [id], tag_ids: [other] });
    expect(tagged.json().code, tagged.body).toBe(200);
    expect((await latest('material', id!)).changes).toEqual({
      tag_ids: { before: [w.tags.get('Compliance/Brand Safe')], after: [other] },
    });

    const removed = await w.call('admin', 'POST', '/v1/material/delete', { material_ids: [id] });
    expect(removed.json().code, removed.body).toBe(200);
    const deleted = await latest('material', id!);
    expect(deleted).toMatchObject({ action: 'delete', entity_name: 'Audited material' });
    expect(Object.keys(deleted.changes!)).toEqual(['status']);
  });

  it('records a per-item tag and rename, and the video library delete (update_status)', async () => {
    const [a, b] = await w.added('admin', {
      materials: [await w.record('admin'), await w.record('admin')],
      tag_ids: [],
      account_relation_type: 1,
      account_ids: [],
    });
    const tag = w.tags.get('Compliance/Brand Safe')!;
    const res = await w.call('admin', 'POST', '/v1/material/tag', [
      { material_id: a, material_name: 'Renamed by tag', tag_ids: [tag] },
      { material_id: b, tag_ids: [tag] },
    ]);
    expect(res.json().code, res.body).toBe(200);
    expect((await latest('material', a!)).changes).toMatchObject({
      name: { after: 'Renamed by tag' },
      tag_ids: { before: [], after: [tag] },
    });
    expect(Object.keys((await latest('material', b!)).changes!)).toEqual(['tag_ids']);
    const removed = await w.call('admin', 'POST', '/v1/material/update_status', { material_ids: [b], status: -1 });
    expect(removed.json().code, removed.body).toBe(200);
    expect(await latest('material', b!)).toMatchObject({
      action: 'delete',
      call: 'POST /v1/material/update_status',
      changes: { status: { before: 1, after: -1 } },
    });
  });

  it('records a review verdict', async () => {
    const [id] = await w.added('operator', {
      materials: [await w.record('operator', { width: 1280, height: 720 })],
      tag_ids: [w.tags.get('Compliance/Brand Safe')!],
      account_relation_type: 2,
      account_ids: [w.accounts.get('Creative Review')!],
      audit: 2,
      country: 'VN',
    });
    const res = await w.call('operator', 'POST', '/v1/material/review', { material_ids: [id], result: 'pass' });
    expect(res.json().code, res.body).toBe(200);
    expect(await latest('material', id!)).toMatchObject({
      action: 'review',
      actor_name: 'operator',
      changes: { third_examine_status: { before: 2, after: 4 } },
    });
  });
});

describe('files', () => {
  it('records an upload and the delete of an unused file', async () => {
    const upload = await w.record('operator');
    expect(await latest('file', upload.file_id)).toMatchObject({
      action: 'create',
      actor_name: 'operator',
      call: 'POST /v1/file',
      changes: { md5: { before: null, after: upload.md5 }, kind: { before: null, after: upload.type } },
    });
    const res = await w.as.operator.call('DELETE', `/v1/file?file_id=${upload.file_id}`);
    expect(res.json().code, res.body).toBe(200);
    expect(await latest('file', upload.file_id)).toMatchObject({
      action: 'delete',
      call: 'DELETE /v1/file',
      changes: { md5: { before: upload.md5, after: null } },
    });
  });
});

describe('background work', () => {
  it('records the orphan sweep under the system actor with the job id', async () => {
    const upload = await w.record('admin');
    const day = 24 * 3600_000;
    const actor = systemActor('files.orphan-sweep', 4242);
    const options = { now: Date.now() + day + 60_000, graceMs: day, log: server.app.log, actor };
    expect(await sweepOrphans(w.db, createStorage(server.config), options)).toBeGreaterThanOrEqual(1);
    expect(await latest('file', upload.file_id)).toMatchObject({
      action: 'delete',
      actor_id: null,
      actor_kind: 'system',
      actor_name: 'files.orphan-sweep',
      job_id: 4242,
      call: 'job:files.orphan-sweep',
      ip: null,
    });
  });
});

describe('accounts', () => {
  it('records an account created by an administrator', async () => {
    const res = await w.call('admin', 'POST', '/v2/auth/account', { account_name: 'Audit Account' });
    const id = res.json().data.id as number;
    expect(await latest('account', id)).toMatchObject({
      action: 'create',
      entity_name: 'Audit Account',
      changes: { account_name: { before: null, after: 'Audit Account' } },
    });
  });
});

describe('GET /v2/auth/audit/list', () => {
  it('filters by user, entity, action and time range', async () => {
    const mine = await page({ user_id: w.as.operator.user_id, page_size: 500 });
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((e) => e.actor_id === w.as.operator.user_id)).toBe(true);
    const tags = await page({ entity_kind: 'tag', action: 'create', page_size: 500 });
    expect(tags.list.length).toBeGreaterThan(0);
    expect(tags.list.every((e) => e.entity_kind === 'tag' && e.action === 'create')).toBe(true);
    expect((await page({ time_to: started })).list).toEqual([]);
    const all = await page({ time_from: started, time_to: Date.now() + 1, page_size: 500 });
    expect(all.list.length).toBe(await count());
  });

  it('pages by (time, id), newest first, without gaps or repeats', async () => {
    const all = (await page({ page_size: 500 })).list;
    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const next: Page = await page({ page_size: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...next.list);
      cursor = next.next_cursor;
    } while (cursor);
    expect(seen.map((e) => e.id)).toEqual(all.map((e) => e.id));
    const keys = seen.map((e) => [e.time, e.id] as const);
    for (let i = 1; i < keys.length; i++) {
      const [[t0, i0], [t1, i1]] = [keys[i - 1]!, keys[i]!];
      expect(t0 > t1 || (t0 === t1 && i0 > i1)).toBe(true);
    }
  });

  it('filters by kind: changes leave out sign-ins and sign-outs, sessions are only those (issue 29 point 9)', async () => {
    const sessions = new Set(['sign-in', 'sign-out', 'sign-in-failed']);
    const all = (await page({ page_size: 500 })).list;
    const changes = (await page({ kind: 'change', page_size: 500 })).list;
    const signIns = (await page({ kind: 'session', page_size: 500 })).list;
    expect(changes.length).toBeGreaterThan(0);
    expect(signIns.length).toBeGreaterThan(0);
    expect(changes.every((e) => !sessions.has(e.action))).toBe(true);
    expect(signIns.every((e) => sessions.has(e.action))).toBe(true);
    expect(changes.length + signIns.length).toBe(all.length);
    const ids = async (kind: string) => {
      const res = await w.call('admin', 'GET', `/v2/auth/audit/export?kind=${kind}`);
      expect(res.statusCode).toBe(200);
      return res.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => Number(l.split(',')[0]))
        .filter((id) => Number.isInteger(id) && id > 0);
    };
    expect(await ids('change')).toEqual(changes.map((e) => e.id));
    expect(await ids('session')).toEqual(signIns.map((e) => e.id));
    expect((await w.call('admin', 'GET', '/v2/auth/audit/list?kind=nope')).statusCode).toBe(400);
  });

  it('refuses a malformed cursor (400 naming it) and unknown filters values', async () => {
    const res = await w.call('admin', 'GET', '/v2/auth/audit/list?cursor=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('cursor');
    expect((await w.call('admin', 'GET', '/v2/auth/audit/list?action=nope')).statusCode).toBe(400);
  });
});

describe('GET /v2/auth/audit/export', () => {
  it('streams the whole filtered log as CSV', async () => {
    const res = await w.call('admin', 'GET', '/v2/auth/audit/export?entity_kind=tag');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log\.csv"/);
    // streamed: no length known in advance
    expect(res.headers['content-length']).toBeUndefined();
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,time,time_utc,actor_id,actor_name,actor_kind,job_id,ip,user_agent,call,action,entity_kind,entity_id,entity_name,changes',
    );
    const tags = (await page({ entity_kind: 'tag', page_size: 500 })).list;
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(tags.map((e) => e.id));
    expect(res.body).toContain('"{""name"":{""before"":""Audit theme"",""after"":""Audit theme renamed""}}"');
  });
});

describe('access', () => {
  it('is for administrators: other roles are refused, even one given auth.view', async () => {
    for (const path of ['/v2/auth/audit/list', '/v2/auth/audit/export']) {
      const res = await w.call('operator', 'GET', path);
      expect(res.json().code, path).toBe(Code.NO_PAGE);
    }
    const viewer = await userWithRole(server, 'audit-viewer', ['auth'], ['auth.view'], []);
    for (const path of ['/v2/auth/audit/list', '/v2/auth/audit/export']) {
      const res = await viewer.call('GET', path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code, path).toBe(Code.FORBIDDEN);
    }
  });

  it('has no call that edits or deletes an entry', async () => {
    const audit = callEntries().filter(({ call }) => call.path.startsWith('/v2/auth/audit'));
    expect(audit.map(({ call }) => call.method)).toEqual(['GET', 'GET']);
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      expect((await w.as.admin.call(method, '/v2/auth/audit/list')).statusCode).toBe(404);
    }
  });
});
