import {
  adPlatform,
  adPosition,
  COUNTRY_ALL,
  COUNTRY_OTHER,
  country,
  dspPhyposMapping,
  LATEST_ADPOS_COUNT,
  mediaApp,
  TARGET_CODES,
  targetCatalogue,
} from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { syncCountries } from '../src/modules/lookups/lookups.service.js';
import { loginAs, startServer, type TestServer } from './helper.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await loginAs(server, 'advertiser')).token;
});
afterAll(() => server.destroy());

/** Calls as the advertiser (the least privileged demo user) and answers `data` of a 200 envelope. */
async function data(url: string) {
  const res = await server.app.inject({ method: 'GET', url, headers: { token } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code).toBe(200);
  return res.json().data;
}
type Position = z.infer<typeof adPosition>;
const newestFirst = (a: Position, b: Position) => b.create_time - a.create_time || b.id - a.id;

describe('every lookup call needs a session', () => {
  const calls = [
    ['GET', '/v1/app/all'],
    ['GET', '/v1/app/adpos/all'],
    ['GET', '/v1/app/adpos/latest'],
    ['GET', '/v1/app/adpos/list'],
    ['GET', '/v1/dsp_phypos_mapping/all'],
    ['GET', '/v1/ad_platform/list'],
    ['GET', '/v1/ad_app/all'],
    ['GET', '/v1/ad_platform_account'],
    ['POST', '/v1/ad_platform_account'],
    ['GET', '/v1/constant/country_list'],
    ['GET', '/v1/advertisement/target'],
  ] as const;
  for (const [method, url] of calls) {
    it(`${method} ${url} → 401 without a token`, async () => {
      const res = await server.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    });
  }
});

describe('media apps and ad positions', () => {
  it('lists the 40 seeded media apps to any signed-in user', async () => {
    const apps = z.array(mediaApp).parse(await data('/v1/app/all'));
    expect(apps).toHaveLength(40);
    expect(apps.map((a) => a.id)).toEqual([...apps.map((a) => a.id)].sort((a, b) => a - b));
    expect(apps.filter((a) => a.pkg_name === 'com.sunnyapps.weather').map((a) => a.platform)).toEqual([1, 2]);
  });

  it('lists all 200 ad positions with their app names', async () => {
    const apps = new Map(
      z
        .array(mediaApp)
        .parse(await data('/v1/app/all'))
        .map((a) => [a.id, a.name]),
    );
    const all = z.array(adPosition).parse(await data('/v1/app/adpos/all'));
    expect(all).toHaveLength(200);
    for (const p of all) expect(p.app_name).toBe(apps.get(p.app_id));
    expect(new Set(all.map((p) => p.ad_type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all.some((p) => p.status === 0)).toBe(true);
    const span = Math.max(...all.map((p) => p.create_time)) - Math.min(...all.map((p) => p.create_time));
    expect(span).toBeGreaterThan(90 * 86_400_000);
  });

  it('answers the newest positions, newest first', async () => {
    const all: Position[] = await data('/v1/app/adpos/all');
    const latest = z.array(adPosition).parse(await data('/v1/app/adpos/latest'));
    expect(latest).toHaveLength(LATEST_ADPOS_COUNT);
    expect(latest).toEqual([...all].sort(newestFirst).slice(0, LATEST_ADPOS_COUNT));
  });
});

describe('GET /v1/app/adpos/list', () => {
  const page = async (query: string) =>
    z.object({ total: z.number(), list: z.array(adPosition) }).parse(await data(`/v1/app/adpos/list?${query}`));

  it('pages newest first by default, 20 a page', async () => {
    const all: Position[] = (await data('/v1/app/adpos/all')).sort(newestFirst);
    const first = await page('');
    expect(first.total).toBe(200);
    expect(first.list).toEqual(all.slice(0, 20));
    const third = await page('page_no=3&page_size=15');
    expect(third.total).toBe(200);
    expect(third.list).toEqual(all.slice(30, 45));
    expect((await page('page_no=99')).list).toEqual([]);
  });

  it('sorts oldest first with time_sort=2', async () => {
    const all: Position[] = (await data('/v1/app/adpos/all')).sort(newestFirst).reverse();
    expect((await page('time_sort=2&page_size=10')).list).toEqual(all.slice(0, 10));
  });

  it('filters by name, case-insensitively, taking wildcards literally', async () => {
    const all: Position[] = await data('/v1/app/adpos/all');
    const banners = await page('name=BANNER&page_size=200');
    expect(banners.total).toBe(all.filter((p) => p.name.toLowerCase().includes('banner')).length);
    expect(banners.total).toBeGreaterThan(0);
    expect(banners.total).toBeLessThan(200);
    expect(banners.list.every((p) => p.name.toLowerCase().includes('banner'))).toBe(true);
    expect((await page('name=%25')).total).toBe(0);
    expect((await page('name=_')).total).toBe(0);
  });

  it('filters by id, apps, ad types, status, width and creation time', async () => {
    const all: Position[] = await data('/v1/app/adpos/all');
    const one = all[7]!;
    expect((await page(`id=${one.id}`)).list).toEqual([one]);

    const appIds = [all[0]!.app_id, all[199]!.app_id];
    const byApps = await page(`app_ids=${appIds.join(',')}&page_size=100`);
    expect(byApps.total).toBe(all.filter((p) => appIds.includes(p.app_id)).length);
    expect(byApps.list.every((p) => appIds.includes(p.app_id))).toBe(true);

    const byTypes = await page('ad_types=4&ad_types=5&page_size=200');
    expect(byTypes.total).toBe(all.filter((p) => p.ad_type >= 4).length);
    expect(byTypes.list.every((p) => p.ad_type >= 4)).toBe(true);

    const off = await page('status=0&page_size=200');
    expect(off.total).toBe(all.filter((p) => p.status === 0).length);
    expect(off.list.every((p) => p.status === 0)).toBe(true);

    const wide = await page('min_width=700&max_width=1100&page_size=200');
    expect(wide.total).toBe(all.filter((p) => p.width >= 700 && p.width <= 1100).length);

    const mid = [...all].sort(newestFirst)[50]!.create_time;
    const recent = await page(`create_start=${mid}&page_size=200`);
    expect(recent.total).toBe(all.filter((p) => p.create_time >= mid).length);
    const older = await page(`create_end=${mid - 1}&page_size=200`);
    expect(recent.total + older.total).toBe(200);
  });

  it('answers 400 naming the bad fields', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/v1/app/adpos/list?page_size=0&time_sort=3&status=7',
      headers: { token },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['page_size', 'time_sort', 'status']));
  });
});

describe('DSP mappings and ad platforms', () => {
  it('lists 150 mappings over 6 DSPs with the names of both sides', async () => {
    const positions = new Map(((await data('/v1/app/adpos/all')) as Position[]).map((p) => [p.id, p.name]));
    const mappings = z.array(dspPhyposMapping).parse(await data('/v1/dsp_phypos_mapping/all'));
    expect(mappings).toHaveLength(150);
    const perDsp = new Map<string, number>();
    for (const m of mappings) {
      expect(m.adpos_name).toBe(positions.get(m.adpos_id));
      perDsp.set(m.dsp_name, (perDsp.get(m.dsp_name) ?? 0) + 1);
    }
    expect([...perDsp.values()]).toEqual([25, 25, 25, 25, 25, 25]);
    expect(perDsp.has('The Trade Desk')).toBe(true);
  });

  it('lists the 8 ad platforms', async () => {
    const platforms = z.array(adPlatform).parse(await data('/v1/ad_platform/list'));
    expect(platforms.map((p) => p.name)).toEqual([
      'Google Ads',
      'Meta',
      'TikTok',
      'Unity Ads',
      'AppLovin',
      'Mintegral',
      'Pangle',
      'ironSource',
    ]);
  });
});

describe('countries and the targeting catalogue', () => {
  it('answers ALL first, OTHER last, the rest sorted by Key, in English and Chinese', async () => {
    const list = z.array(country).parse(await data('/v1/constant/country_list'));
    expect(list.length).toBeGreaterThanOrEqual(251);
    expect(list[0]!.Key).toBe(COUNTRY_ALL);
    expect(list.at(-1)!.Key).toBe(COUNTRY_OTHER);
    const middle = list.slice(1, -1).map((c) => c.Key);
    expect(middle).toEqual([...middle].sort());
    expect(list.find((c) => c.Key === 'CN')).toMatchObject({ name_zh: '中国' });
    expect(list.find((c) => c.Key === 'FR')).toEqual({ Key: 'FR', name_en: 'France', name_zh: '法国' });
  });

  it('seeds countries on every start, even without demo data, and only once', async () => {
    const before = (await data('/v1/constant/country_list')).length;
    expect(await syncCountries(server.database.db)).toBe(0);
    expect((await data('/v1/constant/country_list')).length).toBe(before);
    const bare = await startServer({ SEED: 'none' });
    try {
      const rows = await bare.database.db.selectFrom('country').select('code').execute();
      expect(rows).toHaveLength(before);
      expect(await bare.database.db.selectFrom('media_app').select('id').execute()).toEqual([]);
    } finally {
      await bare.destroy();
    }
  });

  it('answers the targeting labels with regions from the country table', async () => {
    const catalogue = targetCatalogue.parse(await data('/v1/advertisement/target'));
    expect(catalogue.payment_types.map((o) => o.code)).toEqual(['CPD', 'CPM', 'CPC', 'CPI']);
    expect(catalogue.trigger_modes.map((o) => o.code)).toEqual(['download', 'browser', 'webview', 'deeplink']);
    expect(catalogue.networks.map((o) => o.code)).toEqual(['wifi', '2g', '3g', '4g', '5g']);
    expect(catalogue.people.gender.map((o) => o.code)).toEqual(['male', 'female']);
    expect(catalogue.people.income.length).toBeGreaterThan(0);
    expect(catalogue.devices.brand.find((o) => o.code === 'samsung')?.name).toBe('Samsung');
    expect(catalogue.devices.carrier.length).toBeGreaterThan(10);
    expect(catalogue.languages.map((o) => o.code)).toEqual([...TARGET_CODES.languages]);

    expect(catalogue.regions.map((r) => r.code)).toEqual([...TARGET_CODES.continent]);
    const asia = catalogue.regions.find((r) => r.code === 'asia')!;
    expect(asia.children).toContainEqual({ code: 'CN', name: "People's Republic of China", name_zh: '中国' });
    const countries = catalogue.regions.flatMap((r) => r.children ?? []);
    const listed = (await data('/v1/constant/country_list')).length;
    expect(countries).toHaveLength(listed - 2);
    expect(countries.map((c) => c.code)).not.toContain(COUNTRY_ALL);
  });
});
