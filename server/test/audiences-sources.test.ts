import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AudienceDetail, calls } from '@adconsole/contract';
import { type InjectSession, signInAll, writeAudienceFile } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceLeaving } from './audiences-helper.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let s: Record<'admin' | 'advertiser', InjectSession>;
let drop: string;
let galaxy: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'advertiser'] as const);
  drop = path.join(server.config.dataDir, 'partner-drop');
  const accounts = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
  galaxy = accounts.find((a) => a.account_name === 'Galaxy Games')!.id;
  // the folders these packages read, mapped to the account they are made for (audiences-partner-folders.test.ts)
  for (const folder of ['partner-a', 'partner-c', 'a-folder']) {
    const mapped = await s.admin.api(calls.partnerFolders.create, { folder, account_ids: [galaxy] });
    expect(mapped.json().code, mapped.body).toBe(200);
  }
});
afterAll(() => server.destroy());

const base = { data_type: 3, encryption: 0, source: 2, visibility_scope: 2 } as const;

function create(body: Record<string, unknown>, session = s.admin) {
  return session.api(calls.audiences.create, { ...base, linked_account: [galaxy], ...body } as never);
}

const settled = (id: number) => audienceLeaving(s.admin, id);

/** Drops a file of `lines` at `rel` in the partner folder, as a partner would. */
function dropped(rel: string, lines: string[]): void {
  const file = path.join(drop, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAudienceFile(file, lines);
}

describe('source 2: a file in the partner drop (local mode: DATA_DIR/partner-drop/)', () => {
  it('imports a dropped file named by a path with Chinese characters, digits and . : _ / -', async () => {
    const ids = Array.from({ length: 30 }, () => randomUUID());
    dropped('partner-a/2026-11-23/人群_1:v2.txt', [...ids, ids[1]!, 'junk']);
    const res = await create({ cluster_name: 'Dropped', path: 'partner-a/2026-11-23/人群_1:v2.txt' });
    expect(res.json().code, res.body).toBe(200);
    const done = await settled(res.json().data.id);
    expect(done).toMatchObject({ status: 2, count: 30, upload_source: 2, path: 'partner-a/2026-11-23/人群_1:v2.txt' });
    expect(done.import_report).toMatchObject({ valid: 31, invalid: 1, duplicates_removed: 1 });
    // the partner's file stays where the partner put it
    expect(fs.existsSync(path.join(drop, 'partner-a/2026-11-23/人群_1:v2.txt'))).toBe(true);
  });

  it('refuses a path outside the rule or the folder (400), and a file that is not there (10027, with the path)', async () => {
    expect((await create({ cluster_name: 'Spaced', path: 'a b.txt' })).json()).toMatchObject({ code: 400 });
    const climbing = await create({ cluster_name: 'Escape', path: 'partner-a/../../files/x.txt' });
    expect(climbing.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'path' }] } });
    expect((await create({ cluster_name: 'Rooted', path: '/etc/passwd' })).json().code).toBe(400);
    const none = await create({ cluster_name: 'Nowhere', path: 'partner-a/none.txt' });
    expect(none.json()).toMatchObject({ code: 10027, data: { path: 'partner-a/none.txt' } });
    // a folder is not a file; a link leading out of the folder is not there either
    fs.mkdirSync(path.join(drop, 'a-folder'), { recursive: true });
    expect((await create({ cluster_name: 'Folder', path: 'a-folder' })).json().code).toBe(10027);
    fs.mkdirSync(path.join(drop, 'a-folder', 'inner'), { recursive: true });
    expect((await create({ cluster_name: 'Inner', path: 'a-folder/inner' })).json().code).toBe(10027);
    const outside = path.join(os.tmpdir(), `${randomUUID()}.txt`);
    fs.writeFileSync(outside, `${randomUUID()}\n`);
    fs.symlinkSync(outside, path.join(drop, 'partner-a', 'link.txt'));
    expect((await create({ cluster_name: 'Linked out', path: 'partner-a/link.txt' })).json().code).toBe(10027);
    // a file at the drop's top lies in no folder: no package reads it
    dropped('top.txt', [randomUUID()]);
    expect((await create({ cluster_name: 'At the top', path: 'top.txt' })).json().code).toBe(10027);
    fs.rmSync(outside);
  });

  it("refuses a link from a mapped folder into another's, and a mapped folder that is a link to another's", async () => {
    dropped('partner-z/secret.txt', [randomUUID()]);
    fs.symlinkSync(path.join(drop, 'partner-z', 'secret.txt'), path.join(drop, 'partner-a', 'z.txt'));
    expect((await create({ cluster_name: 'Into Z', path: 'partner-a/z.txt' })).json().code).toBe(10027);
    fs.symlinkSync(path.join(drop, 'partner-z'), path.join(drop, 'partner-y'));
    const mapped = await s.admin.api(calls.partnerFolders.create, { folder: 'partner-y', account_ids: [galaxy] });
    expect(mapped.json().code).toBe(200);
    expect((await create({ cluster_name: 'Via Y', path: 'partner-y/secret.txt' })).json().code).toBe(10027);
  });

  it('refuses every edit and the delete of a source-2 or rule-based package (10029), which stay as they were made', async () => {
    const accounts = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
    const galaxy = accounts.find((a) => a.account_name === 'Galaxy Games')!;
    const nimbus = accounts.find((a) => a.account_name === 'Nimbus Video')!;
    dropped('partner-c/linked.txt', [randomUUID()]);
    const partner = (
      await create({ cluster_name: 'Partner linked', path: 'partner-c/linked.txt', linked_account: [galaxy.id] })
    ).json().data.id;
    const rule = { time_range: 7, country: 'SG', industry_category: 2, events: ['click'] };
    const rules = (
      await create({
        cluster_name: 'Rules kept',
        source: 3,
        path: undefined,
        user_cluster_rule: rule,
        linked_account: [galaxy.id],
      })
    ).json().data.id;
    for (const [id, source] of [
      [partner, 2],
      [rules, 3],
    ] as const) {
      await settled(id);
      for (const change of [
        { linked_account: [galaxy.id, nimbus.id] },
        { visibility_scope: 1 },
        { cluster_name: `Renamed ${id}` },
        { description: 'changed' },
      ]) {
        const refused = await s.admin.api(calls.audiences.edit, { cluster_id: id, ...change } as never);
        expect(refused.json()).toMatchObject({ code: 10029, data: { id, upload_source: source } });
      }
      expect((await s.admin.api(calls.audiences.remove, { id })).json()).toMatchObject({ code: 10029 });
      const after: AudienceDetail = (await s.admin.api(calls.audiences.detail, { id })).json().data;
      expect(after).toMatchObject({ cluster_name: id === partner ? 'Partner linked' : 'Rules kept', status: 2 });
      expect(after.linked_account.map((a) => a.account_id)).toEqual([galaxy.id]);
    }
  });
});
