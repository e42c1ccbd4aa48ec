import { Code, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adBody, adWorld, createdAd, material } from './ads-helper.js';
import { auditOf, createSignedIn, roleIds } from './auth-directory-helper.js';
import { startServer, type TestServer } from './helper.js';

// Batch on/off of the three advertising levels (issue 27 point 10: the lists' batch Enable / Pause call these with the
// picked ids): one call switches every picked row or none; a row already so is left alone and not audited; each
// changed row gets one audit entry; an id that does not exist, is deleted, or lies outside the caller's accounts
// answers "not there" (10201) and changes nothing of the batch; a role without the level's edit group is refused (403).

const { campaigns, ads } = calls;
const MISSING = 99_999_999;
let server: TestServer;
let s: Record<'admin' | 'advertiser' | 'viewer', InjectSession>;
/** An operator linked to Galaxy Games only: it may switch, within its account. */
let scoped: InjectSession;
let galaxy: Awaited<ReturnType<typeof adWorld>>;
let nimbus: Awaited<ReturnType<typeof adWorld>>;
let image: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'advertiser', 'viewer'] as const);
  galaxy = await adWorld(server, s.admin);
  nimbus = await adWorld(server, s.admin, 'Nimbus Video');
  image = await material(server);
  const roles = await roleIds(server);
  scoped = await createSignedIn(server, s.admin, {
    role_id: roles.get('operator')!,
    account_ids: [galaxy.accountId],
  });
});
afterAll(async () => {
  await server.destroy();
});

type Table = 'campaign' | 'ad_group' | 'ad';

/** One level as its batch switch sees it: its calls, a new row in Galaxy Games or Nimbus Video, its delete. */
interface Level {
  table: Table;
  switch: (who: InjectSession, ids: number[], on: boolean) => Promise<{ statusCode: number; code: number }>;
  make: (where: 'galaxy' | 'nimbus') => Promise<number>;
  remove: (id: number) => Promise<unknown>;
}

const answer = async (res: Promise<{ statusCode: number; json: () => { code: number } }>) => {
  const r = await res;
  return { statusCode: r.statusCode, code: r.json().code };
};

let made = 0;
const LEVELS: Level[] = [
  {
    table: 'campaign',
    switch: (who, ids, on) => answer(who.api(on ? campaigns.enable : campaigns.pause, { campaign_ids: ids })),
    make: async (where) =>
      (await adWorld(server, s.admin, where === 'galaxy' ? 'Galaxy Games' : 'Nimbus Video')).campaignId,
    remove: (id) => s.admin.api(campaigns.remove, { campaign_ids: [id] }),
  },
  {
    table: 'ad_group',
    switch: (who, ids, on) => answer(who.api(on ? campaigns.groupEnable : campaigns.groupPause, { ad_group_ids: ids })),
    make: async (where) => {
      const res = await s.admin.api(campaigns.groupCreate, {
        campaign_id: (where === 'galaxy' ? galaxy : nimbus).campaignId,
        name: `Batch group ${++made}`,
      });
      expect(res.json().code, res.body).toBe(200);
      return res.json().data.id as number;
    },
    remove: (id) => s.admin.api(campaigns.groupRemove, { ad_group_ids: [id] }),
  },
  {
    table: 'ad',
    switch: (who, ids, on) => answer(who.api(on ? ads.enable : ads.pause, { ad_ids: ids })),
    make: (where) => createdAd(s.admin, adBody((where === 'galaxy' ? galaxy : nimbus).download, image)),
    remove: (id) => s.admin.api(ads.remove, { ad_ids: [id] }),
  },
];

const statusOf = async (table: Table, id: number) =>
  (await server.database.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const statuses = (table: Table, ids: number[]) => Promise.all(ids.map((id) => statusOf(table, id)));
const auditCount = async (table: Table, id: number) => (await auditOf(server, table, id)).length;
const auditCounts = (table: Table, ids: number[]) => Promise.all(ids.map((id) => auditCount(table, id)));

describe.each(LEVELS)('batch on/off of $table', (level) => {
  it('switches every picked row in one call; one audit entry per changed row, none for a row already so', async () => {
    const [a, b, c] = [await level.make('galaxy'), await level.make('galaxy'), await level.make('galaxy')];
    expect((await level.switch(s.admin, [b], false)).code).toBe(200);
    const before = await auditCounts(level.table, [a, b, c]);
    expect((await level.switch(scoped, [a, b, c], false)).code).toBe(200);
    expect(await statuses(level.table, [a, b, c])).toEqual([2, 2, 2]);
    expect(await auditCounts(level.table, [a, b, c])).toEqual([before[0]! + 1, before[1], before[2]! + 1]);
    const entry = (await auditOf(server, level.table, a)).at(-1)!;
    expect(entry).toMatchObject({ action: 'update', changes: { status: { before: 1, after: 2 } } });

    expect((await level.switch(scoped, [a, b, c], true)).code).toBe(200);
    expect(await statuses(level.table, [a, b, c])).toEqual([1, 1, 1]);
    expect(await auditCounts(level.table, [a, b, c])).toEqual([before[0]! + 2, before[1]! + 1, before[2]! + 2]);
  });

  it("answers an id outside the caller's accounts as one that does not exist, and changes nothing", async () => {
    const [a, b] = [await level.make('galaxy'), await level.make('galaxy')];
    const foreign = await level.make('nimbus');
    const before = await auditCounts(level.table, [a, b, foreign]);
    const mixed = await level.switch(scoped, [a, foreign, b], false);
    expect(mixed).toEqual({ statusCode: 200, code: Code.NOT_EXISTS });
    expect(await level.switch(scoped, [MISSING], false)).toEqual(mixed);
    expect(await statuses(level.table, [a, b, foreign])).toEqual([1, 1, 1]);
    expect(await auditCounts(level.table, [a, b, foreign])).toEqual(before);
    // the administrator sees every account: the same batch goes through
    expect((await level.switch(s.admin, [a, foreign, b], false)).code).toBe(200);
    expect(await statuses(level.table, [a, b, foreign])).toEqual([2, 2, 2]);
  });

  it('refuses the whole batch for an unknown or a deleted id, changing none of it', async () => {
    const [a, b, gone] = [await level.make('galaxy'), await level.make('galaxy'), await level.make('galaxy')];
    await level.remove(gone);
    expect(await statusOf(level.table, gone)).toBe(-1);
    const before = await auditCounts(level.table, [a, b, gone]);
    expect(await level.switch(s.admin, [a, b, MISSING], false)).toEqual({ statusCode: 200, code: Code.NOT_EXISTS });
    expect(await level.switch(s.admin, [a, gone, b], true)).toEqual({ statusCode: 200, code: Code.NOT_EXISTS });
    expect(await level.switch(s.admin, [a, gone, b], false)).toEqual({ statusCode: 200, code: Code.NOT_EXISTS });
    expect(await statuses(level.table, [a, b, gone])).toEqual([1, 1, -1]);
    expect(await auditCounts(level.table, [a, b, gone])).toEqual(before);
  });

  it("refuses a role without the level's edit group (403), whose rows stay as they were", async () => {
    const a = await level.make('galaxy');
    // the advertiser sees Galaxy Games but may only read campaigns and ads
    expect((await level.switch(s.advertiser, [a], false)).statusCode).toBe(403);
    expect((await level.switch(s.viewer, [a], false)).statusCode).toBe(403);
    expect(await statusOf(level.table, a)).toBe(1);
    expect(await auditCount(level.table, a)).toBe(1);
  });
});
