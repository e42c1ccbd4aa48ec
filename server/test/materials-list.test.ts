import { materialListAnswer } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';
import { materialsWorld, type World } from './materials-helper.js';

// POST /v1/material/list over the demo library: every filter, the order, paging, data scope and permissions.

let server: TestServer;
let w: World;

beforeAll(async () => {
  server = await startServer();
  w = await materialsWorld(server);
});
afterAll(() => server.destroy());

/** Active material ids straight from the tables, for comparing the list's answers. */
async function activeIds(where: (q: ReturnType<typeof base>) => ReturnType<typeof base> = (q) => q): Promise<number[]> {
  return (await where(base()).select('m.id').execute()).map((r) => r.id).sort((a, b) => a - b);
}
const base = () => w.db.selectFrom('material as m').where('m.status', '=', 1);
const allIds = async (who: 'admin' | 'advertiser', query: object) =>
  (await w.list(who, { ...query, page_size: 100 })).List.map((m) => m.id).sort((a, b) => a - b);

describe('shape, order and paging', () => {
  it('answers {Total, List} with every column, 10 newest first by default', async () => {
    const data = materialListAnswer.parse(await w.list('admin'));
    expect(data.Total).toBe((await activeIds()).length);
    expect(data.List).toHaveLength(10);
    const times = data.List.map((m) => m.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const hero = (await w.list('admin', { name: 'Galaxy Merge Quest · Global Launch' })).List[0]!;
    expect(hero).toMatchObject({
      material_name: hero.name,
      createTime: hero.create_time,
      account_relation_type: 2,
      accounts: [
        {
          account_id: w.accounts.get('Galaxy Games'),
          id: w.accounts.get('Galaxy Games'),
          account_name: 'Galaxy Games',
        },
      ],
      third_examine_status: 1,
      third_examine_platform: 1,
      creator_name: 'advertiser',
      bound_ad_count: 1,
    });
    expect(hero.tags).toHaveLength(3);
    expect(hero.tag_ids).toEqual(hero.tags.map((t) => t.id));
    // tags and accounts come in id order, on every item of a page
    const ascending = (ids: number[]) => expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const m of (await w.list('admin', { page_size: 100 })).List) {
      ascending(m.tag_ids);
      ascending(m.accounts.map((a) => a.id));
    }
    expect(hero.thumb_url).toMatch(/^\/files\/[0-9a-f]{32}-t\.webp$/);
  });

  it('sorts oldest first with time_sort 2 and pages without overlap', async () => {
    const asc = await w.list('admin', { time_sort: 2, page_size: 5 });
    const times = asc.List.map((m) => m.create_time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const p1 = await w.list('admin', { page_no: 1, page_size: 7 });
    const p2 = await w.list('admin', { page_no: 2, page_size: 7 });
    expect(p1.List.map((m) => m.id).filter((id) => p2.List.some((o) => o.id === id))).toEqual([]);
    expect(p2.List[0]!.create_time).toBeLessThanOrEqual(p1.List[6]!.create_time);
  });

  it('refuses a page size over 100 and an unknown status with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ page_size: 101 }, 'page_size'],
      [{ status: 0 }, 'status'],
      [{ time_sort: 3 }, 'time_sort'],
      [{ tag_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, 'tag_ids'],
    ] as const) {
      const res = await w.call('admin', 'POST', '/v1/material/list', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().data.errors[0].field).toBe(field);
    }
  });

  it('treats empty strings and nulls from the forms as no filter', async () => {
    const data = await w.list('admin', { name: '', type: '', creator_id: null, tag_ids: [], status: '' });
    expect(data.Total).toBe((await activeIds()).length);
  });
});

describe('filters', () => {
  it('status -1 lists the deleted materials only; the default is 1', async () => {
    const deleted = await w.list('admin', { status: -1 });
    expect(deleted.Total).toBe(3);
    expect(deleted.List.every((m) => m.status === -1)).toBe(true);
    expect((await w.list('admin')).List.every((m) => m.status === 1)).toBe(true);
  });

  it('type 2 lists the videos, with their duration', async () => {
    const videos = await w.list('admin', { type: 2 });
    expect(videos.Total).toBe(4);
    for (const v of videos.List) {
      expect(v.type).toBe(2);
      expect(v.duration).toBe(4);
      expect(JSON.parse(v.element!)).toEqual({ duration: 4 });
      expect(v.thumb_url).toMatch(/-p\.jpg$/);
    }
  });

  it('tag_ids matches materials carrying ANY of the tags', async () => {
    const a = w.tags.get('Games/Casual')!;
    const b = w.tags.get('Finance/Lending')!;
    const expected = await activeIds((q) =>
      q.where('m.id', 'in', (eb) => eb.selectFrom('material_tag').select('material_id').where('tag_id', 'in', [a, b])),
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(await allIds('admin', { tag_ids: [a, b] })).toEqual(expected);
    expect((await w.list('admin', { tag_ids: [a, b] })).Total).toBe(expected.length);
    expect((await w.list('admin', { tag_ids: `${a},${b}` })).Total).toBe(expected.length);
  });

  it('account_id matches materials linked to that account, alone and with type, tag and status', async () => {
    const galaxy = w.accounts.get('Galaxy Games')!;
    const linked = await activeIds((q) =>
      q.where('m.id', 'in', (eb) =>
        eb.selectFrom('material_account').select('material_id').where('account_id', '=', galaxy),
      ),
    );
    expect(await allIds('admin', { account_id: galaxy })).toEqual(linked);
    const casual = w.tags.get('Games/Casual')!;
    const both = await activeIds((q) =>
      q
        .where('m.type', '=', 1)
        .where('m.id', 'in', (eb) =>
          eb.selectFrom('material_account').select('material_id').where('account_id', '=', galaxy),
        )
        .where('m.id', 'in', (eb) => eb.selectFrom('material_tag').select('material_id').where('tag_id', '=', casual)),
    );
    expect(both.length).toBeGreaterThan(0);
    const data = await w.list('admin', { type: 1, status: 1, account_id: galaxy, tag_ids: [casual] });
    expect(data.Total).toBe(both.length);
    expect(data.List.map((m) => m.id).sort((x, y) => x - y)).toEqual(both);
  });

  it("usable_by keeps what that account's ads may show: for every account, or linked to it", async () => {
    const galaxy = w.accounts.get('Galaxy Games')!;
    const usable = await activeIds((q) =>
      q.where((eb) =>
        eb.or([
          eb('m.account_relation_type', '=', 1),
          eb('m.id', 'in', eb.selectFrom('material_account').select('material_id').where('account_id', '=', galaxy)),
        ]),
      ),
    );
    const all = await activeIds();
    expect(usable.length).toBeGreaterThan(0);
    expect(usable.length).toBeLessThan(all.length);
    expect(await allIds('admin', { usable_by: galaxy })).toEqual(usable);
    const casual = w.tags.get('Games/Casual')!;
    const tagged = await w.list('admin', { usable_by: galaxy, tag_ids: [casual], page_size: 100 });
    expect(tagged.List.every((m) => usable.includes(m.id) && m.tag_ids.includes(casual))).toBe(true);
  });

  it('finds names containing the text, any case, with % and _ taken literally', async () => {
    const hits = await w.list('admin', { name: 'merge QUEST' });
    expect(hits.Total).toBeGreaterThan(0);
    expect(hits.List.every((m) => m.name.toLowerCase().includes('merge quest'))).toBe(true);
    expect((await w.list('admin', { name: 'Me' })).List.every((m) => m.name.toLowerCase().includes('me'))).toBe(true);
    expect((await w.list('admin', { name: '50%' })).Total).toBe(0);
    expect((await w.list('admin', { name: '"quoted' })).Total).toBe(0);
  });

  it('the indexed name search finds exactly the names a plain "contains" finds', async () => {
    const names = (await w.db.selectFrom('material').select('name').where('status', '=', 1).execute()).map((r) =>
      r.name.toLowerCase(),
    );
    // words, phrases across words, mixed case, CJK, signs, pieces shorter than a trigram, and a miss
    for (const text of ['quest', 'MERGE quest', 'st · gl', 'ner', 'an', 'o', '·', '-', '素材', 'zzqx', 'e g']) {
      const expected = names.filter((n) => n.includes(text.toLowerCase())).length;
      expect((await w.list('admin', { name: text, status: 1, page_size: 1 })).Total, text).toBe(expected);
    }
  });

  it('filters by id, source, scale, creator (one or many) and review states', async () => {
    const some = (await w.list('admin', { page_size: 1 })).List[0]!;
    expect((await w.list('admin', { id: some.id })).List.map((m) => m.id)).toEqual([some.id]);
    const partner = await w.list('admin', { source: 2, page_size: 100 });
    expect(partner.Total).toBeGreaterThan(0);
    expect(partner.List.every((m) => m.source === 2 && m.creator_id === null)).toBe(true);
    const square = await w.list('admin', { scale: '1:1', page_size: 100 });
    expect(square.List.every((m) => m.scale === '1:1')).toBe(true);
    const users = new Map(
      (await w.db.selectFrom('app_user').select(['id', 'login_name']).execute()).map((u) => [u.login_name, u.id]),
    );
    const byOperator = await w.list('admin', { creator_id: users.get('operator'), page_size: 100 });
    expect(byOperator.List.every((m) => m.creator_name === 'operator')).toBe(true);
    const byTwo = await w.list('admin', { creator_id: [users.get('operator'), users.get('advertiser')] });
    expect(byTwo.Total).toBe(byOperator.Total + (await w.list('admin', { creator_id: users.get('advertiser') })).Total);
    const usable = await w.list('admin', { third_examine_status: [1, 4], page_size: 100 });
    expect(usable.List.every((m) => [1, 4].includes(m.third_examine_status))).toBe(true);
    expect(usable.Total).toBe((await activeIds((q) => q.where('m.third_examine_status', 'in', [1, 4]))).length);
    const failed = await w.list('admin', { third_examine_status: 3 });
    expect(failed.List.map((m) => m.third_examine_reason).every(Boolean)).toBe(true);
  });
});

describe('data scope', () => {
  it("shows the advertiser the all-accounts materials and its two accounts' only", async () => {
    const own = [w.accounts.get('Galaxy Games')!, w.accounts.get('Orchid Shopping')!];
    const expected = await activeIds((q) =>
      q.where((eb) =>
        eb.or([
          eb('m.account_relation_type', '=', 1),
          eb('m.id', 'in', eb.selectFrom('material_account').select('material_id').where('account_id', 'in', own)),
        ]),
      ),
    );
    const seen = await w.list('advertiser', { page_size: 100 });
    expect(seen.Total).toBe(expected.length);
    expect(seen.Total).toBeLessThan((await w.list('admin')).Total);
    expect(seen.List.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected);
    // a material shared with an account of someone else shows only the advertiser's own account
    for (const m of seen.List) expect(m.accounts.every((a) => own.includes(a.id))).toBe(true);
    // a tag filter keeps the scope
    const casual = w.tags.get('Copy/Discount')!;
    const tagged = await w.list('advertiser', { tag_ids: [casual], page_size: 100 });
    expect(tagged.List.every((m) => expected.includes(m.id))).toBe(true);
  });

  it('refuses the advertiser a list of an account not linked to it (403)', async () => {
    const res = await w.call('advertiser', 'POST', '/v1/material/list', { account_id: w.accounts.get('Pixel Studio') });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('no operation permission');
  });

  it('counts only the ads of the caller’s accounts', async () => {
    const brand = 'Starlight Media · Brand Campaign';
    expect((await w.list('admin', { name: brand })).List[0]!.bound_ad_count).toBe(2);
    expect((await w.list('advertiser', { name: brand })).List[0]!.bound_ad_count).toBe(2);
    const nimbus = (await w.list('admin', { type: 2, name: 'Nimbus' })).List[0]!;
    expect(nimbus.bound_ad_count).toBe(1);
  });

  it('counts them on every route of the page (table, filter index; an account filter narrows no count)', async () => {
    const mine = (
      await w.db
        .selectFrom('user_account as ua')
        .innerJoin('app_user as u', 'u.id', 'ua.user_id')
        .select('ua.account_id')
        .where('u.login_name', '=', 'advertiser')
        .execute()
    ).map((r) => r.account_id);
    // live ads using each material, within `accounts` when given, straight from the tables
    const counts = async (accounts: number[] | null) => {
      let q = w.db
        .selectFrom('creative_material as cm')
        .innerJoin('creative as cr', 'cr.id', 'cm.creative_id')
        .innerJoin('ad', 'ad.id', 'cr.ad_id')
        .select((eb) => ['cm.material_id', eb.fn.count<number>('ad.id').distinct().as('n')])
        .where('ad.status', '<>', -1)
        .groupBy('cm.material_id');
      if (accounts) q = q.where('ad.account_id', 'in', accounts);
      return new Map((await q.execute()).map((r) => [r.material_id, Number(r.n)]));
    };
    // one of the advertiser's materials also shown by a creative of an ad outside its accounts, for the test's span
    const linked = (await w.list('advertiser', { account_id: mine[0], page_size: 100 })).List.map((m) => m.id);
    const other = await w.db
      .selectFrom('creative as cr')
      .innerJoin('ad', 'ad.id', 'cr.ad_id')
      .select('cr.id')
      .where('ad.status', '<>', -1)
      .where('ad.account_id', 'not in', mine)
      .executeTakeFirstOrThrow();
    const shared = { creative_id: other.id, material_id: linked.at(-1)! };
    await w.db.insertInto('creative_material').values(shared).execute();
    try {
      const [all, theirs] = [await counts(null), await counts(mine)];
      expect(all.get(shared.material_id)).toBeGreaterThan(theirs.get(shared.material_id) ?? 0);
      const tag = w.tags.get('Games/Casual')!;
      const queries = [{}, { type: 2 }, { account_id: mine[0] }, { tag_ids: [tag] }, { id: shared.material_id }];
      for (const [who, expected] of [['admin', all] as const, ['advertiser', theirs] as const]) {
        for (const query of queries) {
          for (const m of (await w.list(who, { ...query, page_size: 100 })).List) {
            expect(m.bound_ad_count, `${who} ${JSON.stringify(query)} #${m.id}`).toBe(expected.get(m.id) ?? 0);
          }
        }
      }
    } finally {
      await w.db
        .deleteFrom('creative_material')
        .where('creative_id', '=', shared.creative_id)
        .where('material_id', '=', shared.material_id)
        .execute();
    }
  });
});

describe('permissions', () => {
  it('publishes every material call in the OpenAPI schema and the permission table with its group', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const rows = await w.db
      .selectFrom('permission as p')
      .innerJoin('permission_group as g', 'g.id', 'p.group_id')
      .select(['p.method', 'p.path', 'g.name'])
      .where('p.path', 'like', '/v1/material/%')
      .execute();
    const expected: [string, string, string][] = [
      ['POST', '/v1/material/list', 'material.view'],
      ['GET', '/v1/material/detail', 'material.view'],
      ['GET', '/v1/material/ad_account', 'material.view'],
      ['GET', '/v1/material/refresh_examine_status', 'material.view'],
      ['POST', '/v1/material/add', 'material.upload'],
      ['POST', '/v1/material/save', 'material.edit'],
      ['POST', '/v1/material/batch_tag', 'material.edit'],
      ['POST', '/v1/material/tag', 'material.edit'],
      ['POST', '/v1/material/delete', 'material.delete'],
      ['POST', '/v1/material/update_status', 'material.delete'],
      ['POST', '/v1/material/review', 'material.review'],
    ];
    for (const [method, path, name] of expected) {
      expect(Object.keys(doc.paths)).toContain(path);
      expect(rows).toContainEqual({ method, path, name });
    }
  });

  it('needs a session (401) and the material pages (402)', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/v1/material/list', payload: {} })).statusCode).toBe(401);
    const { userWithRole } = await import('./materials-helper.js');
    const outsider = await userWithRole(server, 'no-materials', ['home'], [], []);
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/material/list',
      headers: { token: outsider.token },
      payload: {},
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().msg).toContain('you do not have permission to access this page');
  });
});
