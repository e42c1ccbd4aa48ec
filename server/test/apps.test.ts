import { adApp, calls, promotionAppAccountRows, promotionAppRows } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountIdsByName } from './apps-helper.js';
import { startServer, type TestServer } from './helper.js';
import { userWithRole } from './materials-helper.js';

// Promotion apps, the reads: the list with its filters and paged envelope, the linked-accounts popup, acc_list,
// list_key_match, detail, and what each role sees.

const { apps } = calls;
let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let accounts: Map<string, number>;
let appIds: Map<string, number>;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer'] as const);
  accounts = await accountIdsByName(server);
  const rows = await server.database.db.selectFrom('ad_app').select(['id', 'name']).execute();
  appIds = new Map(rows.map((r) => [r.name, r.id]));
});
afterAll(async () => {
  await server.destroy();
});

const acc = (name: string) => accounts.get(name)!;
const app = (name: string) => appIds.get(name)!;

describe('GET /v1/amp/api/promotion_app/list', () => {
  it('answers {code, msg, total, data}: 10 rows a page, newest first, each with its linked accounts', async () => {
    const body = (await s.admin.api(apps.list)).json();
    expect(body).toMatchObject({ code: 200, total: 30 });
    const rows = promotionAppRows.parse(body.data);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    const page3 = (await s.admin.api(apps.list, { page: 3, pagesize: 10 })).json();
    expect(page3.total).toBe(30);
    expect(page3.data).toHaveLength(10);
    const pixel = promotionAppRows.parse((await s.admin.api(apps.list, { name: ['Pixel Photo Editor'] })).json().data);
    expect(pixel).toHaveLength(1);
    expect(pixel[0]).toMatchObject({
      id: app('Pixel Photo Editor'),
      promotion_app_id: app('Pixel Photo Editor'),
      ad_product_id: app('Pixel Photo Editor'),
      pkg_name: 'com.pixelstudio.editor',
      app_store: 1,
      promotion_type: 1,
      platform: 1,
      promotion_link: 'https://play.google.com/store/apps/details?id=com.pixelstudio.editor',
      account_count: 3,
      event_mapping_count: 3,
      name_of_acc: 'Pixel Studio, Lotus Finance, Maple Education',
    });
  });

  it('filters by app ids, names, account names and package names (values OR, filters AND)', async () => {
    const ids = async (query: Parameters<typeof s.admin.api<typeof apps.list>>[1]) => {
      const body = (await s.admin.api(apps.list, query)).json();
      expect(body.code, JSON.stringify(body)).toBe(200);
      return (body.data as { name: string }[]).map((r) => r.name).sort();
    };
    expect(await ids({ pkg_name: ['com.orchidshop.mall', 'com.nimbus.live'] })).toEqual(['Nimbus Live', 'Orchid Mall']);
    expect(await ids({ promotion_app_id: [String(app('Lotus Wallet')), 'x1'] })).toEqual(['Lotus Wallet']);
    expect(await ids({ name_of_acc: ['Harbor Travel'] })).toEqual(['Harbor Flights', 'Harbor Hotels', 'Harbor Trips']);
    // shared with Orchid Shopping, so also found under its name
    expect(await ids({ name_of_acc: ['Orchid Shopping'], name: ['Galaxy Merge Quest', 'Orchid Deals'] })).toEqual([
      'Galaxy Merge Quest',
      'Orchid Deals',
    ]);
    expect(await ids({ pkg_name: ['com.orchidshop.mall'], name_of_acc: ['Harbor Travel'] })).toEqual([]);
  });

  it('gives a non-administrator the apps of its accounts, naming only its own accounts', async () => {
    const body = (await s.advertiser.api(apps.list, { pagesize: 100 })).json();
    expect(body.total).toBe(9);
    const own = new Set([acc('Galaxy Games'), acc('Orchid Shopping')]);
    for (const row of promotionAppRows.parse(body.data)) {
      expect(row.accounts.every((a) => own.has(a.account_id))).toBe(true);
    }
    // the operator's accounts are every account
    expect((await s.operator.api(apps.list)).json().total).toBe(30);
    // a user of one account sees its apps, and of a shared app only its own link
    const pixelOnly = await userWithRole(
      server,
      'apps-reader-lotus',
      ['package', 'package.index'],
      ['app.view'],
      [acc('Lotus Finance')],
    );
    const rows = promotionAppRows.parse((await pixelOnly.api(apps.list)).json().data);
    expect(rows.map((r) => r.name).sort()).toEqual([
      'Lotus Credit',
      'Lotus Stocks',
      'Lotus Wallet',
      'Pixel Photo Editor',
    ]);
    const pixel = rows.find((r) => r.name === 'Pixel Photo Editor')!;
    expect(pixel).toMatchObject({ account_count: 3, accounts: [{ account_id: acc('Lotus Finance') }] });
  });

  it('refuses a pagesize over 100 and a page of 0, naming the field', async () => {
    const big = (await s.admin.api(apps.list, { pagesize: 101 })).json();
    expect(big.code).toBe(400);
    expect(big.msg).toContain('pagesize');
    expect((await s.admin.api(apps.list, { page: 0 })).json().msg).toContain('page');
  });
});

describe('GET /v1/amp/api/promotion_app_account/list', () => {
  it("pages an app's linked accounts with store, type, link and upload time", async () => {
    const body = (await s.admin.api(apps.accounts, { promotion_app_id: app('Pixel Photo Editor') })).json();
    expect(body).toMatchObject({ code: 200, total: 3 });
    const rows = promotionAppAccountRows.parse(body.data);
    expect(rows.map((r) => r.account_name)).toEqual(['Pixel Studio', 'Lotus Finance', 'Maple Education']);
    expect(rows[0]).toMatchObject({
      promotion_app_id: app('Pixel Photo Editor'),
      name: 'Pixel Photo Editor',
      pkg_name: 'com.pixelstudio.editor',
      account_id: acc('Pixel Studio'),
      app_store: 1,
      promotion_type: 1,
      promotion_link: 'https://play.google.com/store/apps/details?id=com.pixelstudio.editor',
    });
    expect(rows[1]!.upload_time).toBeGreaterThan(rows[0]!.upload_time);
    const second = (
      await s.admin.api(apps.accounts, { promotion_app_id: app('Pixel Photo Editor'), pagesize: 2, page: 2 })
    ).json();
    expect(second.total).toBe(3);
    expect(second.data.map((r: { account_name: string }) => r.account_name)).toEqual(['Maple Education']);
  });

  it("answers 10201 for an app outside the caller's accounts, and shows only its own links", async () => {
    const res = (await s.advertiser.api(apps.accounts, { promotion_app_id: app('Pixel Photo Editor') })).json();
    expect(res.code).toBe(10201);
    const merge = (await s.advertiser.api(apps.accounts, { promotion_app_id: app('Galaxy Merge Quest') })).json();
    expect(merge.total).toBe(2);
    const viewer = (await s.viewer.api(apps.accounts, { promotion_app_id: app('Comet Music Player') })).json();
    expect(viewer.code).toBe(10201);
  });
});

describe('GET /v1/amp/api/promotion_app_account/acc_list', () => {
  it('answers the accounts the caller may still link, by name or id', async () => {
    const all = (await s.admin.api(apps.accOptions, { promotion_app_id: app('Pixel Photo Editor') })).json().data;
    expect(all).toHaveLength(7);
    expect(all.map((a: { account_name: string }) => a.account_name)).not.toContain('Lotus Finance');
    const named = (await s.admin.api(apps.accOptions, { keyword: 'har' })).json().data;
    expect(named).toEqual([{ account_id: acc('Harbor Travel'), account_name: 'Harbor Travel' }]);
    const byId = (await s.admin.api(apps.accOptions, { keyword: String(acc('Comet Music')) })).json().data;
    expect(byId).toEqual([{ account_id: acc('Comet Music'), account_name: 'Comet Music' }]);
    const own = (await s.advertiser.api(apps.accOptions)).json().data;
    expect(own.map((a: { account_id: number }) => a.account_id).sort()).toEqual(
      [acc('Galaxy Games'), acc('Orchid Shopping')].sort(),
    );
    const left = (await s.advertiser.api(apps.accOptions, { promotion_app_id: app('Orchid Mall') })).json().data;
    expect(left).toEqual([{ account_id: acc('Galaxy Games'), account_name: 'Galaxy Games' }]);
  });
});

describe('GET /v1/amp/api/promotion_app/list_key_match', () => {
  const match = async (who: InjectSession, field: string, keyword: string) => {
    const body = (await who.api(apps.keyMatch, { field: field as 'name', keyword })).json();
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.data as string[];
  };

  it('answers distinct strings, prefix matches first, at most 20, case-insensitive', async () => {
    expect(await match(s.admin, 'pkg_name', 'COM.ORCHIDSHOP.MALL')).toEqual([
      'com.orchidshop.mall',
      'com.orchidshop.mall.lite',
    ]);
    expect(await match(s.admin, 'pkg_name', 'com')).toHaveLength(20);
    // "Mall" starts one name and sits inside two others
    const mall = await match(s.admin, 'name', 'mall');
    expect(mall).toEqual(['Orchid Mall', 'Orchid Mall Lite']);
    await server.database.db
      .updateTable('ad_app')
      .set({ name: 'Mall Express' })
      .where('id', '=', app('Orchid Deals'))
      .execute();
    expect(await match(s.admin, 'name', 'mall')).toEqual(['Mall Express', 'Orchid Mall', 'Orchid Mall Lite']);
    await server.database.db
      .updateTable('ad_app')
      .set({ name: 'Orchid Deals' })
      .where('id', '=', app('Orchid Deals'))
      .execute();
    // an account linked to several apps is one string; a % is taken literally
    expect(await match(s.admin, 'name_of_acc', 'pixel')).toEqual(['Pixel Studio']);
    expect(await match(s.admin, 'name', '%')).toEqual([]);
    const id = String(app('Lotus Wallet'));
    expect(await match(s.admin, 'promotion_app_id', id)).toContain(id);
    expect((await match(s.admin, 'promotion_app_id', id))[0]).toBe(id);
  });

  it("keeps to the caller's accounts, and refuses an unknown field", async () => {
    expect(await match(s.advertiser, 'name_of_acc', '')).toEqual(['Galaxy Games', 'Orchid Shopping']);
    expect(await match(s.advertiser, 'pkg_name', 'com.nimbus')).toEqual([]);
    expect(await match(s.viewer, 'pkg_name', 'com.nimbus')).toEqual([
      'com.nimbus.live',
      'com.nimbus.player',
      'com.nimbus.shorts',
    ]);
    const bad = (await s.admin.call('GET', `${apps.keyMatch.path}?field=icon_url&keyword=a`)).json();
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('field');
  });
});

describe('GET /v1/amp/api/promotion_app/detail and /v1/ad_app/all', () => {
  it('answers one app with its event mappings; a missing one is 10201', async () => {
    const body = (await s.admin.api(apps.detail, { id: app('Galaxy Merge Quest') })).json();
    expect(body.code).toBe(200);
    expect(body.data.event_mappings.map((m: { event_name: string }) => m.event_name)).toEqual([
      'first_open',
      'af_complete_registration',
      'af_purchase',
    ]);
    expect(body.data.event_mappings[0]).toMatchObject({ event_type: 1, in_use: true });
    expect(body.data.event_mappings[2]).toMatchObject({ event_type: 3, in_use: false });
    expect((await s.admin.api(apps.detail, { id: 999_999 })).json().code).toBe(10201);
  });

  it('the lookup answers the live products, each once, within the scope', async () => {
    const all = z.array(adApp).parse((await s.admin.api(apps.all)).json().data);
    expect(all).toHaveLength(30);
    expect(new Set(all.map((a) => a.id)).size).toBe(30);
    const lotus = await userWithRole(
      server,
      'apps-lookup-lotus',
      ['package', 'package.index'],
      ['app.view'],
      [acc('Lotus Finance')],
    );
    const seen = z.array(adApp).parse((await lotus.api(apps.all)).json().data);
    expect(seen.map((a) => a.name).sort()).toEqual([
      'Lotus Credit',
      'Lotus Stocks',
      'Lotus Wallet',
      'Pixel Photo Editor',
    ]);
    // each with the accounts that promote it: of the caller's scope only; the owner is another tenant's, so the
    // app answers the caller's account in its place
    expect(seen.find((a) => a.name === 'Pixel Photo Editor')).toMatchObject({
      account_id: acc('Lotus Finance'),
      account_ids: [acc('Lotus Finance')],
    });
    expect(all.find((a) => a.name === 'Pixel Photo Editor')!.account_id).toBe(acc('Pixel Studio'));
    expect(all.find((a) => a.name === 'Pixel Photo Editor')!.account_ids).toEqual([
      acc('Pixel Studio'),
      acc('Lotus Finance'),
      acc('Maple Education'),
    ]);
    // the list's row names the same first account, at the top level as the spec's fields, and `url` is the link
    const rowOf = async (who: typeof lotus) =>
      promotionAppRows.parse((await who.api(apps.list, { name: ['Pixel Photo Editor'] })).json().data)[0]!;
    const adminRow = await rowOf(s.admin);
    expect(adminRow).toMatchObject({ account_id: acc('Pixel Studio'), account_name: 'Pixel Studio' });
    expect(adminRow.url).toBe(adminRow.promotion_link);
    expect(await rowOf(lotus)).toMatchObject({ account_id: acc('Lotus Finance'), account_name: 'Lotus Finance' });
  });
});

describe('access', () => {
  it('a role without the promotion menu gets 402; the read-only roles get 403 on every change', async () => {
    const outsider = await userWithRole(
      server,
      'apps-no-menu',
      ['material', 'material.image'],
      ['material.view'],
      [acc('Galaxy Games')],
    );
    expect((await outsider.api(apps.list)).statusCode).toBe(402);
    for (const who of [s.viewer, s.advertiser]) {
      expect((await who.api(apps.list)).statusCode).toBe(200);
      expect((await who.call('POST', apps.create.path, {})).statusCode).toBe(403);
      expect((await who.call('PUT', apps.edit.path, {})).statusCode).toBe(403);
      expect((await who.call('DELETE', `${apps.remove.path}?id=1`)).statusCode).toBe(403);
      expect((await who.call('POST', apps.addEventMapping.path, {})).statusCode).toBe(403);
      expect((await who.call('DELETE', `${apps.removeEventMapping.path}?id=1`)).statusCode).toBe(403);
    }
  });
});
