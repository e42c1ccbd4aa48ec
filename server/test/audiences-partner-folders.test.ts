import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type AudienceDetail, calls } from '@adconsole/contract';
import { type InjectSession, signInAll, writeAudienceFile } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceLeaving } from './audiences-helper.js';
import { startServer, type TestServer } from './helper.js';

// A partner folder belongs to the accounts an administrator maps it to; a package reads a file
// only from a folder mapped to its accounts, by a caller who may use them; "not yours" answers as "not there"; and
// an import report never echoes a line of the file.

let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser', InjectSession>;
let drop: string;
let account: Record<'galaxy' | 'orchid' | 'harbor', number>;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser'] as const);
  drop = path.join(server.config.dataDir, 'partner-drop');
  const rows = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
  const id = (name: string) => rows.find((a) => a.account_name === name)!.id;
  account = { galaxy: id('Galaxy Games'), orchid: id('Orchid Shopping'), harbor: id('Harbor Travel') };
});
afterAll(() => server.destroy());

/** Drops a file of `lines` at `rel` in the partner drop, as a partner would. */
function dropped(rel: string, lines: string[]): void {
  const file = path.join(drop, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAudienceFile(file, lines);
}

const mapFolder = async (folder: string, accountIds: number[]) => {
  const res = await s.admin.api(calls.partnerFolders.create, { folder, account_ids: accountIds });
  expect(res.json().code, res.body).toBe(200);
  return res.json().data.id as number;
};

let made = 0;
/** A source-2 create for the accounts given (linked), as `session`. */
function create(session: InjectSession, filePath: string, accounts: number[], extra: Record<string, unknown> = {}) {
  made += 1;
  const body = {
    cluster_name: `Partner ${made}`,
    data_type: 3,
    encryption: 0,
    source: 2,
    visibility_scope: 2,
    linked_account: accounts,
    path: filePath,
    ...extra,
  };
  return session.api(calls.audiences.create, body as never);
}

/** An answer with the path written as `<path>`, so the answers for two paths compare whole. */
const withoutPath = (body: string, filePath: string) => body.split(filePath).join('<path>');

describe('partner folders: who may read a partner file', () => {
  it("answers the advertiser naming another tenant's drop file exactly as a file that is not there", async () => {
    await mapFolder('harbor-feed', [account.harbor]);
    dropped('harbor-feed/secret.txt', [randomUUID()]);
    dropped('loose-feed/secret.txt', [randomUUID()]);
    for (const accounts of [[account.galaxy], [account.orchid], [account.galaxy, account.orchid]]) {
      const missing = await create(s.advertiser, 'harbor-feed/none.txt', accounts);
      expect(missing.json()).toMatchObject({ code: 10027, data: { path: 'harbor-feed/none.txt' } });
      for (const foreign of ['harbor-feed/secret.txt', 'loose-feed/secret.txt', 'harbor-feed/../harbor-feed/x']) {
        const res = await create(s.advertiser, foreign, accounts);
        if (res.json().code === 400) continue; // a climbing path is refused by its form, whoever asks
        expect(res.statusCode).toBe(missing.statusCode);
        expect(withoutPath(res.body, foreign)).toBe(withoutPath(missing.body, 'harbor-feed/none.txt'));
      }
    }
    // nor may it link Harbor Travel, which is not its account (403 before any path is looked at)
    expect((await create(s.advertiser, 'harbor-feed/secret.txt', [account.harbor])).json().code).toBe(403);
  });

  it('imports from a folder mapped to the package accounts; refuses unmapped, other accounts and "all accounts"', async () => {
    const ids = Array.from({ length: 25 }, () => randomUUID());
    dropped('orchid-feed/2026-11/buyers.txt', ids);
    const filePath = 'orchid-feed/2026-11/buyers.txt';
    // not mapped yet: not there, for the advertiser and the administrator alike
    expect((await create(s.advertiser, filePath, [account.orchid])).json().code).toBe(10027);
    expect((await create(s.admin, filePath, [account.orchid])).json().code).toBe(10027);

    const folderId = await mapFolder('orchid-feed', [account.orchid]);
    const res = await create(s.advertiser, filePath, [account.orchid]);
    expect(res.json().code, res.body).toBe(200);
    expect(await audienceLeaving(s.advertiser, res.json().data.id)).toMatchObject({ status: 2, count: 25 });

    // every account of the package must be mapped to the folder
    expect((await create(s.advertiser, filePath, [account.galaxy])).json().code).toBe(10027);
    expect((await create(s.advertiser, filePath, [account.orchid, account.galaxy])).json().code).toBe(10027);
    expect((await create(s.admin, filePath, [account.orchid, account.harbor])).json().code).toBe(10027);
    // a partner's file never makes an "all accounts" package, whatever the path
    const all = await create(s.admin, filePath, [], { visibility_scope: 1 });
    expect(all.json()).toMatchObject({ code: 10028, data: { visibility_scope: 1 } });

    // unmapped again: refused, and a package made meanwhile fails at its import rather than reading the file
    expect((await s.admin.api(calls.partnerFolders.remove, { id: folderId })).json().code).toBe(200);
    expect((await create(s.advertiser, filePath, [account.orchid])).json().code).toBe(10027);
  });

  it('fails the import of a package whose folder was unmapped before the job read the file', async () => {
    const folderId = await mapFolder('late-feed', [account.orchid]);
    dropped('late-feed/ids.txt', [randomUUID()]);
    const res = await create(s.admin, 'late-feed/ids.txt', [account.orchid]);
    const id = res.json().data.id as number;
    // the job may already have run: put the package back to Importing with no mapping, and run it again
    await audienceLeaving(s.admin, id);
    expect((await s.admin.api(calls.partnerFolders.remove, { id: folderId })).json().code).toBe(200);
    const { db } = server.database;
    await db.updateTable('user_cluster').set({ status: 1, count: null }).where('id', '=', id).execute();
    await db
      .updateTable('job')
      .set({ status: 'queued', attempts: 0, run_after: 0, claimed_by: null, claimed_at: null, heartbeat_at: null })
      .where('kind', '=', 'audiences.import')
      .where('payload', '=', JSON.stringify({ clusterId: id }))
      .execute();
    expect(await audienceLeaving(s.admin, id)).toMatchObject({ status: 3, failure: { reason: 'file_missing' } });
  });
});

describe('partner folder mappings: administered and audited', () => {
  it('lets an administrator map, change and unmap a folder, each change in the audit log', async () => {
    const id = await mapFolder('audit-feed', [account.galaxy]);
    const taken = await s.admin.api(calls.partnerFolders.create, {
      folder: 'audit-feed',
      account_ids: [account.orchid],
    });
    expect(taken.json()).toMatchObject({ code: 10240, data: { folder: 'audit-feed' } });
    const edited = await s.admin.api(calls.partnerFolders.edit, { id, account_ids: [account.galaxy, account.orchid] });
    expect(edited.json().code).toBe(200);
    const listed = (await s.admin.api(calls.partnerFolders.list, { folder: 'audit' })).json().data;
    expect(listed.list).toEqual([
      expect.objectContaining({
        id,
        folder: 'audit-feed',
        other_accounts: 0,
        accounts: [
          { account_id: account.galaxy, account_name: 'Galaxy Games' },
          { account_id: account.orchid, account_name: 'Orchid Shopping' },
        ].sort((a, b) => a.account_id - b.account_id),
      }),
    ]);
    expect((await s.admin.api(calls.partnerFolders.remove, { id })).json().code).toBe(200);
    expect((await s.admin.api(calls.partnerFolders.remove, { id })).json()).toMatchObject({ code: 10241 });

    const log = (await s.admin.api(calls.audit.list, { entity_kind: 'partner_folder', entity_id: id })).json().data;
    const entries = log.list.map((e: { action: string; actor_name: string; changes: unknown }) => [
      e.action,
      e.actor_name,
    ]);
    expect(entries).toEqual([
      ['delete', 'admin'],
      ['update', 'admin'],
      ['create', 'admin'],
    ]);
    expect(log.list[1].changes).toEqual({
      account_ids: {
        before: [account.galaxy],
        after: [account.galaxy, account.orchid].sort((a, b) => a - b),
      },
    });
  });

  it('refuses the mapping calls to roles without the page: the advertiser and the operator get 402', async () => {
    for (const session of [s.advertiser, s.operator]) {
      expect((await session.api(calls.partnerFolders.list, {})).statusCode).toBe(402);
      const res = await session.api(calls.partnerFolders.create, { folder: 'mine', account_ids: [account.galaxy] });
      expect(res.statusCode).toBe(402);
    }
  });

  it("lets a role granted the page map only its own accounts, and shows it others' accounts as a count", async () => {
    // the advertiser (Galaxy Games, Orchid Shopping) granted the page and both groups, as an administrator could
    const { db } = server.database;
    const user = await db
      .selectFrom('app_user')
      .select('role_id')
      .where('login_name', '=', 'advertiser')
      .executeTakeFirstOrThrow();
    const menu = await db
      .selectFrom('menu')
      .select('id')
      .where('name', '=', 'audience.partnerFolder')
      .executeTakeFirstOrThrow();
    const groups = await db
      .selectFrom('permission_group')
      .select('id')
      .where('name', 'in', ['audience.partner.view', 'audience.partner.edit'])
      .execute();
    await db.insertInto('role_menu').values({ role_id: user.role_id, menu_id: menu.id }).execute();
    await db
      .insertInto('role_permission_group')
      .values(groups.map((g) => ({ role_id: user.role_id, group_id: g.id })))
      .execute();
    try {
      const shared = await mapFolder('shared-feed', [account.galaxy, account.harbor]);
      const foreign = await mapFolder('foreign-feed', [account.harbor]);
      const listed = (await s.advertiser.api(calls.partnerFolders.list, { folder: '-feed' })).json().data;
      const row = listed.list.find((f: { id: number }) => f.id === shared);
      expect(row).toMatchObject({ accounts: [{ account_id: account.galaxy }], other_accounts: 1 });
      expect(listed.list.some((f: { id: number }) => f.id === foreign)).toBe(false);
      // a folder it cannot see does not exist for it; an account not its own is refused
      expect(
        (await s.advertiser.api(calls.partnerFolders.edit, { id: foreign, account_ids: [account.galaxy] })).json().code,
      ).toBe(10241);
      const outside = await s.advertiser.api(calls.partnerFolders.create, {
        folder: 'own-feed',
        account_ids: [account.harbor],
      });
      expect(outside.json().code).toBe(403);
      // its edit replaces its own accounts and keeps Harbor Travel's; it cannot unmap a folder shared with another
      const edited = await s.advertiser.api(calls.partnerFolders.edit, { id: shared, account_ids: [account.orchid] });
      expect(edited.json().code).toBe(200);
      const mapped = await db
        .selectFrom('partner_folder_account')
        .select('account_id')
        .where('partner_folder_id', '=', shared)
        .orderBy('account_id')
        .execute();
      expect(mapped.map((m) => m.account_id)).toEqual([account.orchid, account.harbor].sort((a, b) => a - b));
      expect((await s.advertiser.api(calls.partnerFolders.remove, { id: shared })).json().code).toBe(403);
    } finally {
      await db.deleteFrom('role_menu').where('role_id', '=', user.role_id).where('menu_id', '=', menu.id).execute();
      await db
        .deleteFrom('role_permission_group')
        .where('role_id', '=', user.role_id)
        .where(
          'group_id',
          'in',
          groups.map((g) => g.id),
        )
        .execute();
    }
  });

  it('refuses a folder name that is not one path segment (400 naming the field)', async () => {
    for (const folder of ['a/b', '..', '.', 'a b', '']) {
      const res = await s.admin.api(calls.partnerFolders.create, { folder, account_ids: [account.galaxy] });
      expect(res.json(), folder).toMatchObject({ code: 400 });
      expect(res.json().data.errors.map((e: { field: string }) => e.field)[0], folder).toBe('folder');
    }
  });
});

describe('import reports never echo a line of the file', () => {
  it('answers a SHA256 import of a plain text file with line numbers, kinds and masked samples only', async () => {
    await mapFolder('text-feed', [account.orchid]);
    const lines = [
      'Customer: Jane Q. Public, 42 Harbour Road',
      'card 4111 1111 1111 1111 exp 09/29',
      'api_token=sk_live_51H8xYzSecretValue',
      createHash('md5').update('device-1').digest('hex'),
      'short!',
      randomUUID(),
    ];
    dropped('text-feed/notes.txt', lines);
    for (const extra of [[], [createHash('sha256').update('one valid').digest('hex')]]) {
      if (extra.length) dropped('text-feed/notes.txt', [...lines, ...extra]);
      const res = await create(s.advertiser, 'text-feed/notes.txt', [account.orchid], { encryption: 3 });
      expect(res.json().code, res.body).toBe(200);
      const done: AudienceDetail = await audienceLeaving(s.advertiser, res.json().data.id);
      // with no valid id the import fails; its report is kept and answered all the same
      expect(done.status).toBe(extra.length ? 2 : 3);
      const report = done.import_report!;
      expect(report.invalid_samples.map((x) => [x.line, x.kind])).toEqual([
        [1, null],
        [2, null],
        [3, null],
        [4, 'md5'],
        [5, null],
        [6, 'gaid'],
      ]);
      expect(report.invalid_samples[0]!.masked).toMatch(/^Cust\*+ad$/);
      expect(report.invalid_samples[4]!.masked).toBe('******');
      const answered = JSON.stringify(done);
      for (const line of lines) expect(answered).not.toContain(line);
      // nor the middle of one: what a mask hides stays hidden
      for (const line of lines.filter((l) => l.length > 12)) expect(answered).not.toContain(line.slice(4, -2));
    }
  });
});
