import { adApp, adPlatformAccount, Code } from '@adconsole/contract';
import { type InjectSession as Login, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServer, type TestServer } from './helper.js';

// The advertiser-owned lookups: ad apps and ad platform accounts follow the caller's linked accounts.

let server: TestServer;
let as: Record<'admin' | 'operator' | 'advertiser', Login>;
let accounts: Map<string, number>;
let platforms: Map<string, number>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator', 'advertiser']);
  const db = server.database.db;
  accounts = new Map(
    (await db.selectFrom('account').select(['id', 'account_name']).execute()).map((r) => [r.account_name, r.id]),
  );
  platforms = new Map((await db.selectFrom('ad_platform').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
});
afterAll(() => server.destroy());

const call = (who: Login, method: 'GET' | 'POST', url: string, payload?: object) => who.call(method, url, payload);
const dataOf = async (who: Login, url: string) => {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const countPlatformAccounts = async () =>
  (await server.database.db.selectFrom('ad_platform_account').select('id').execute()).length;

describe('GET /v1/ad_app/all', () => {
  it('gives the administrator and the operator all 30 demo apps', async () => {
    for (const who of [as.admin, as.operator]) {
      expect(z.array(adApp).parse(await dataOf(who, '/v1/ad_app/all'))).toHaveLength(30);
    }
  });

  it("gives the advertiser only its two accounts' apps", async () => {
    const own = [accounts.get('Galaxy Games'), accounts.get('Orchid Shopping')];
    const apps = z.array(adApp).parse(await dataOf(as.advertiser, '/v1/ad_app/all'));
    expect(apps).toHaveLength(9);
    expect(new Set(apps.map((a) => a.account_id))).toEqual(new Set(own));
    expect(apps.map((a) => a.name)).toContain('Orchid Mall');
  });
});

describe('GET /v1/ad_platform_account', () => {
  it('gives the administrator all 20, with platform and account names', async () => {
    const list = z.array(adPlatformAccount).parse(await dataOf(as.admin, '/v1/ad_platform_account'));
    expect(list).toHaveLength(20);
    const galaxyMeta = list.find((a) => a.external_id === 'act_2081734469102257');
    expect(galaxyMeta).toMatchObject({ ad_platform_name: 'Meta', account_name: 'Galaxy Games' });
  });

  it("gives the advertiser only its two accounts' rows", async () => {
    const list = z.array(adPlatformAccount).parse(await dataOf(as.advertiser, '/v1/ad_platform_account'));
    expect(list).toHaveLength(9);
    expect(new Set(list.map((a) => a.account_name))).toEqual(new Set(['Galaxy Games', 'Orchid Shopping']));
  });

  it('filters by account and by platform, each changing the answer', async () => {
    const galaxy = await dataOf(as.admin, `/v1/ad_platform_account?account_id=${accounts.get('Galaxy Games')}`);
    expect(galaxy).toHaveLength(6);
    const google = await dataOf(as.admin, `/v1/ad_platform_account?ad_platform_id=${platforms.get('google_ads')}`);
    expect(google).toHaveLength(7);
    expect(google.every((a: { ad_platform_name: string }) => a.ad_platform_name === 'Google Ads')).toBe(true);
    const both = await dataOf(
      as.advertiser,
      `/v1/ad_platform_account?ad_platform_id=${platforms.get('google_ads')}&account_id=${accounts.get('Orchid Shopping')}`,
    );
    expect(both.map((a: { external_id: string }) => a.external_id)).toEqual(['913-402-6618']);
  });

  it('refuses an account outside the scope with 403 naming it', async () => {
    const other = accounts.get('Pixel Studio')!;
    const res = await call(as.advertiser, 'GET', `/v1/ad_platform_account?account_id=${other}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain(`account ${other}`);
  });
});

describe('POST /v1/ad_platform_account', () => {
  const body = (over: Partial<Record<string, unknown>> = {}) => ({
    ad_platform_id: platforms.get('applovin'),
    account_id: accounts.get('Harbor Travel'),
    name: 'Harbor Travel · AppLovin',
    external_id: `al_${Date.now().toString(36)}`,
    ...over,
  });

  it('creates a platform account for the operator and lists it', async () => {
    const input = body();
    const res = await call(as.operator, 'POST', '/v1/ad_platform_account', input);
    expect(res.statusCode).toBe(200);
    const created = adPlatformAccount.parse(res.json().data);
    expect(created).toMatchObject({
      ad_platform_name: 'AppLovin',
      account_name: 'Harbor Travel',
      name: input.name,
      external_id: input.external_id,
    });
    expect(Math.abs(created.create_time - Date.now())).toBeLessThan(60_000);
    const listed = await dataOf(as.admin, `/v1/ad_platform_account?account_id=${input.account_id}`);
    expect(listed.map((a: { id: number }) => a.id)).toContain(created.id);
  });

  it('answers 400 naming every bad field, writing nothing', async () => {
    const before = await countPlatformAccounts();
    const res = await call(as.operator, 'POST', '/v1/ad_platform_account', {
      ad_platform_id: 'x',
      account_id: accounts.get('Harbor Travel'),
      name: '   ',
      external_id: 'has space',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['ad_platform_id', 'name', 'external_id']));
    expect(await countPlatformAccounts()).toBe(before);
  });

  it('refuses an account outside the caller scope with 403 naming it', async () => {
    const created = await call(as.admin, 'POST', '/v2/auth/account', { account_name: 'Unlinked Ventures' });
    const unlinked = created.json().data.id as number;
    const before = await countPlatformAccounts();
    const res = await call(as.operator, 'POST', '/v1/ad_platform_account', body({ account_id: unlinked }));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain(`account ${unlinked}`);
    expect(await countPlatformAccounts()).toBe(before);
  });

  it("refuses the advertiser, whose role lacks 'app.create', with 403", async () => {
    const before = await countPlatformAccounts();
    const res = await call(
      as.advertiser,
      'POST',
      '/v1/ad_platform_account',
      body({ account_id: accounts.get('Galaxy Games') }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: Code.FORBIDDEN });
    expect(res.json().msg).toContain('app.create');
    expect(await countPlatformAccounts()).toBe(before);
  });

  it('answers 10200 for an external id already linked on that platform', async () => {
    const before = await countPlatformAccounts();
    const res = await call(
      as.operator,
      'POST',
      '/v1/ad_platform_account',
      body({ ad_platform_id: platforms.get('google_ads'), external_id: '482-193-7750' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: Code.NAME_TAKEN, data: { names: ['482-193-7750'] } });
    expect(res.json().msg).toContain('Google Ads');
    expect(await countPlatformAccounts()).toBe(before);
    // the same external id on another platform is a different account
    const elsewhere = await call(
      as.operator,
      'POST',
      '/v1/ad_platform_account',
      body({ ad_platform_id: platforms.get('pangle'), external_id: '482-193-7750' }),
    );
    expect(elsewhere.json().code).toBe(200);
  });

  it('answers 10201 with the ids of a missing platform or account, writing nothing', async () => {
    const before = await countPlatformAccounts();
    const noPlatform = await call(as.operator, 'POST', '/v1/ad_platform_account', body({ ad_platform_id: 9999 }));
    expect(noPlatform.statusCode).toBe(200);
    expect(noPlatform.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [9999] } });
    const noAccount = await call(as.admin, 'POST', '/v1/ad_platform_account', body({ account_id: 8888 }));
    expect(noAccount.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [8888] } });
    expect(await countPlatformAccounts()).toBe(before);
  });
});
