import { type AudienceDetail, Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/modules/files/storage.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let s: Record<'admin' | 'advertiser', InjectSession>;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'advertiser'] as const);
});
afterAll(() => server.destroy());

async function byName(session = s.admin): Promise<Map<string, AudienceDetail>> {
  const { list } = (await session.api(calls.audiences.list, { page_size: 100 })).json().data;
  const found = new Map<string, AudienceDetail>();
  for (const row of list as { cluster_id: number; cluster_name: string }[]) {
    found.set(row.cluster_name, (await session.api(calls.audiences.detail, { id: row.cluster_id })).json().data);
  }
  return found;
}

describe('demo audience packages', () => {
  it('are there on a fresh start, made by the import jobs: one of each source and status', async () => {
    const all = await byName();
    const get = (name: string) => {
      expect(all.has(name), name).toBe(true);
      return all.get(name)!;
    };
    const lapsed = get('Lapsed buyers · 90 days');
    expect(lapsed).toMatchObject({
      status: 2,
      count: 2400,
      upload_source: 1,
      visibility_scope: 1,
      import_warning: null,
    });
    expect(lapsed.import_report).toMatchObject({ count: 2400 });
    expect(lapsed.import_report!.invalid).toBeGreaterThan(0);
    expect(lapsed.import_report!.duplicates_removed).toBeGreaterThan(0);
    expect(lapsed.import_report!.empty).toBeGreaterThan(0);

    const spenders = get('High spenders · MD5');
    expect(spenders).toMatchObject({ status: 2, count: 1800, encryption: 1, visibility_scope: 2 });
    expect(spenders.linked_account.map((a) => a.account_name).sort()).toEqual(['Nimbus Video', 'Orchid Shopping']);

    const rule = get('SG e-commerce clickers · 7 days');
    expect(rule).toMatchObject({ status: 2, upload_source: 3, generating: false });
    expect(rule.count).toBeGreaterThan(0);

    expect(get('Partner · travel intenders')).toMatchObject({ status: 2, count: 1200, upload_source: 2 });
    expect(get('App installers (hashed)')).toMatchObject({ status: 2, count: 250, import_warning: 'kind_mismatch' });
    expect(get('Spring promo viewers')).toMatchObject({ status: 3, failure: { reason: 'invalid_utf8', line: 41 } });
    expect(get('Old retargeting list')).toMatchObject({ status: -1 });
    expect(get('Winter sale viewers')).toMatchObject({ status: 5 });
  });

  it('keep their files in storage under private keys: results of the imported ones, nothing of the deleted one', async () => {
    const storage = createStorage(server.config);
    const rows = await server.database.db
      .selectFrom('user_cluster')
      .select(['name', 'status', 'file_key', 'result_key'])
      .execute();
    for (const row of rows) {
      if (row.status === 2 && row.name !== 'SG e-commerce clickers · 7 days')
        expect(row.result_key, row.name).toMatch(/^p-/);
      for (const key of [row.file_key, row.result_key]) {
        if (key) expect(await storage.head(key), `${row.name} ${key}`).not.toBeNull();
      }
    }
    expect(rows.find((r) => r.status === -1)).toMatchObject({ file_key: null, result_key: null });
  });

  it('show an advertiser the packages for all accounts and those of its accounts only', async () => {
    const names = [...(await byName(s.advertiser)).keys()];
    expect(names).toContain('High spenders · MD5');
    expect(names).toContain('Lapsed buyers · 90 days');
    expect(names).not.toContain('Partner · travel intenders');
    expect(names).not.toContain('Winter sale viewers');
  });

  it('include some targeted by demo ad groups: the linked ad sets show them, and deleting one is refused (10021)', async () => {
    const all = await byName();
    const adsets = (name: string) => all.get(name)!.linked_adset.map((a) => `${a.account_name} / ${a.ad_group_name}`);
    expect(adsets('High spenders · MD5')).toEqual(['Orchid Shopping / Retargeting']);
    expect(adsets('Lapsed buyers · 90 days').sort()).toEqual([
      'Nimbus Video / Android installs',
      'Orchid Shopping / Retargeting',
    ]);
    const { list } = (await s.admin.api(calls.audiences.list, { page_size: 100 })).json().data;
    const row = (list as { cluster_name: string; linked_adset: unknown[] }[]).find(
      (r) => r.cluster_name === 'High spenders · MD5',
    )!;
    expect(row.linked_adset).toHaveLength(1);
    const refused = (
      await s.admin.api(calls.audiences.remove, { id: all.get('High spenders · MD5')!.cluster_id })
    ).json();
    expect(refused).toMatchObject({ code: Code.AUDIENCE_BOUND, data: { account_names: ['Orchid Shopping'] } });
    expect((await byName()).get('High spenders · MD5')).toMatchObject({ status: 2 });
  });
});
