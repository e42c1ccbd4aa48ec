import { calls, campaignListAnswer } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, appOf, campaignBody, created } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// The campaign list's country filter is exact: a country bid's key or an ad group's region equal to the code, never
// a code inside a longer key ("USA") or under another targeting field, whatever the engine; an ad group targeting
// all countries (ALL) counts for every two-letter code.

const { campaigns } = calls;
let server: TestServer;
let s: Record<'admin', InjectSession>;
const ids: Record<string, number> = {};

/** Names share a prefix so the list can be narrowed to this test's campaigns. */
const PREFIX = 'Country exact';

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin'] as const);
  const galaxy = (await accountIds(server)).get('Galaxy Games')!;
  const app = await appOf(server, galaxy);
  const make = (name: string, country_bid: Record<string, number> = {}) =>
    created(s.admin, campaigns.create, campaignBody(galaxy, app.id, { name: `${PREFIX} ${name}`, country_bid }));
  const group = (campaign_id: number, name: string, regions: string[]) =>
    created(s.admin, campaigns.groupCreate, { campaign_id, name, targeting: { regions } });
  const db = server.database.db;

  ids.bidsUS = await make('bids US', { US: 1, GB: 2 });
  ids.groupUS = await make('group targets US');
  await group(ids.groupUS, 'US group', ['US', 'CA']);
  // keys the rules no longer admit (data from before them, or another writer): only the text contains "US"
  ids.longKeys = await make('longer keys', { GB: 1 });
  await db
    .updateTable('campaign')
    .set({ country_bid: JSON.stringify({ USA: 1, AUS: 2, 'US ': 3, us: 4 }) })
    .where('id', '=', ids.longKeys)
    .execute();
  // "US" under another targeting field, and a region that only contains it
  ids.otherField = await make('other field');
  const g = await group(ids.otherField, 'RU group', ['RU']);
  await db
    .updateTable('ad_group')
    .set({ targeting: JSON.stringify({ regions: ['RUS', 'AUS'], languages: ['US'], brand: ['"US"'] }) })
    .where('id', '=', g)
    .execute();
  // a deleted ad group targeting US does not count
  ids.deletedGroup = await make('deleted group');
  const gone = await group(ids.deletedGroup, 'Gone group', ['US']);
  expect((await s.admin.api(campaigns.groupRemove, { ad_group_ids: [gone] })).json().code).toBe(200);
  ids.none = await make('no US', { DE: 1 });
  ids.all = await make('group targets all');
  await group(ids.all, 'Everywhere', ['ALL']);
});
afterAll(async () => {
  await server.destroy();
});

const listOf = async (body: Record<string, unknown>) =>
  campaignListAnswer.parse(
    (await s.admin.api(campaigns.list, { custom: PREFIX, page_size: 100, ...body })).json().data,
  );

describe('campaign list country filter', () => {
  it('all seven test campaigns are listed without the filter', async () => {
    expect((await listOf({})).total).toBe(7);
  });

  it('matches a country bid key or a live ad group region equal to the code (or all countries), nothing else', async () => {
    const page = await listOf({ country: 'US' });
    expect(page.list.map((r) => r.campaign_id).sort()).toEqual([ids.bidsUS, ids.groupUS, ids.all].sort());
    expect(page.total).toBe(3);
    expect((await listOf({ country: 'ALL' })).list.map((r) => r.campaign_id)).toEqual([ids.all]);
  });

  it('takes the code in any case, and counts every match while paging', async () => {
    const pages = await Promise.all([1, 2, 3].map((page_no) => listOf({ country: 'us', page_size: 1, page_no })));
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => p.list).map((r) => r.campaign_id)).toEqual([ids.all, ids.groupUS, ids.bidsUS]);
  });

  it('finds the longer keys only by their own code', async () => {
    expect((await listOf({ country: 'USA' })).list.map((r) => r.campaign_id)).toEqual([ids.longKeys]);
    expect((await listOf({ country: 'AUS' })).list.map((r) => r.campaign_id)).toEqual([ids.otherField, ids.longKeys]);
    // RU is only inside the longer codes: the campaign that targets all countries is the one found
    expect((await listOf({ country: 'RU' })).list.map((r) => r.campaign_id)).toEqual([ids.all]);
    expect((await listOf({ country: 'CA' })).list.map((r) => r.campaign_id)).toEqual([ids.all, ids.groupUS]);
  });

  it('treats wildcard and quote characters as plain text', async () => {
    for (const country of ['%', 'U_', '"US"', "US'"]) {
      expect((await listOf({ country })).total, country).toBe(0);
    }
  });
});
