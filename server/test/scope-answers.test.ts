import { type InjectSession as Login, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBody, uploadIcon } from './apps-helper.js';
import { createSignedIn, roleIds } from './auth-directory-helper.js';
import { appOf, campaignBody, readyAudience } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';
import { expectSameAnswer, type Probe, probe } from './scope-answers-helper.js';

// A non-administrator must not learn that another tenant's id exists. For every call that takes
// an id, the answer for another tenant's existing row must equal the answer for an id that was never there: the
// same HTTP status, code, message and data (the id itself aside).

let server: TestServer;
let as: Record<'admin' | 'operator' | 'advertiser', Login>;
/** a non-administrator with every work permission (the operator's role), linked to the advertiser's two accounts */
let scoped: Login;
let mine: number[];
type Kind = 'account' | 'material' | 'file' | 'audience' | 'app' | 'mapping' | 'campaign' | 'adgroup' | 'ad';
/** another tenant's row of each kind */
const foreign = {} as Record<Kind, number>;
/** the caller's own rows the probes build on */
const own = {} as Record<
  'account' | 'app' | 'mapping' | 'audience' | 'material' | 'campaign' | 'adgroup' | 'file',
  number
>;

/** The first id of a query's rows (0 when none: the setup check below refuses that). */
const firstId = async (q: { executeTakeFirst(): Promise<{ id: number } | undefined> }) =>
  (await q.executeTakeFirst())?.id ?? 0;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator', 'advertiser']);
  const db = server.database.db;
  mine = (
    await db.selectFrom('user_account').select('account_id').where('user_id', '=', as.advertiser.user_id).execute()
  ).map((r) => r.account_id);
  scoped = await createSignedIn(server, as.admin, {
    role_id: (await roleIds(server)).get('operator')!,
    account_ids: mine,
  });
  // a row is another tenant's when none of its account links is one of `mine` (relation type 2)
  const notMine =
    (table: 'material_account' | 'user_cluster_account' | 'promotion_app_account', owner: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: the link tables differ only in the owner column's name
    (eb: any) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom(`${table} as l`)
            .select('l.account_id')
            .whereRef(`l.${owner}`, '=', 'r.id')
            .where('l.account_id', 'in', mine),
        ),
      );
  Object.assign(foreign, {
    account: await firstId(db.selectFrom('account').select('id').where('id', 'not in', mine)),
    material: await firstId(
      db
        .selectFrom('material as r')
        .select('r.id')
        .where('r.account_relation_type', '=', 2)
        .where(notMine('material_account', 'material_id')),
    ),
    audience: await firstId(
      db
        .selectFrom('user_cluster as r')
        .select('r.id')
        .where('r.account_relation_type', '=', 2)
        .where(notMine('user_cluster_account', 'user_cluster_id')),
    ),
    app: await firstId(
      db
        .selectFrom('ad_app as r')
        .select('r.id')
        .where(notMine('promotion_app_account', 'promotion_app_id'))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('promotion_app_event_mapping as e')
              .select('e.id')
              .whereRef('e.promotion_app_id', '=', 'r.id'),
          ),
        ),
    ),
    campaign: await firstId(db.selectFrom('campaign').select('id').where('account_id', 'not in', mine)),
    adgroup: await firstId(
      db
        .selectFrom('ad_group as g')
        .innerJoin('campaign as k', 'k.id', 'g.campaign_id')
        .select('g.id')
        .where('k.account_id', 'not in', mine),
    ),
    ad: await firstId(db.selectFrom('ad').select('id').where('account_id', 'not in', mine)),
    // a file another user uploaded and no material uses yet
    file: await uploadIcon(server, as.admin),
  });
  foreign.mapping = await firstId(
    db.selectFrom('promotion_app_event_mapping').select('id').where('promotion_app_id', '=', foreign.app),
  );
  const first = mine[0] ?? 0;
  const app = await appOf(server, first);
  Object.assign(own, {
    account: first,
    app: app.id,
    mapping: app.mapping?.id ?? 0,
    audience: await readyAudience(server, 'Scope answers own', [first]),
    material: await firstId(
      db
        .selectFrom('material as r')
        .select('r.id')
        .where('r.account_relation_type', '=', 2)
        .where('r.status', '=', 1)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('material_account as l')
                .select('l.account_id')
                .whereRef('l.material_id', '=', 'r.id')
                .where('l.account_id', 'not in', mine),
            ),
          ),
        ),
    ),
    campaign: await firstId(db.selectFrom('campaign').select('id').where('account_id', '=', first)),
    adgroup: await firstId(
      db
        .selectFrom('ad_group as g')
        .innerJoin('campaign as k', 'k.id', 'g.campaign_id')
        .select('g.id')
        .where('k.account_id', '=', first),
    ),
    file: await uploadIcon(server, scoped),
  });
});
afterAll(() => server.destroy());

/** Every call that takes an id of another row, with the kind of row the id names. */
const probes: Probe<Kind>[] = [
  // account ids: filters and links
  probe('account', 'user list', (id) => ['GET', `/v1/user/list?account_id=${id}`]),
  probe('account', 'platform accounts', (id) => ['GET', `/v1/ad_platform_account?account_id=${id}`]),
  probe('account', 'platform account create', (id) => [
    'POST',
    '/v1/ad_platform_account',
    { ad_platform_id: 1, account_id: id, name: 'Probe', external_id: `probe_${id}` },
  ]),
  probe('account', 'material list by account', (id) => ['POST', '/v1/material/list', { account_id: id }]),
  probe('account', 'material list usable by', (id) => ['POST', '/v1/material/list', { usable_by: id }]),
  probe('account', 'audience list by account', (id) => ['POST', '/v1/user_cluster/list', { account_id: id }]),
  probe('account', 'ad group search by account', (id) => ['POST', '/v1/adset/search', { account_id: id }]),
  probe('account', 'role menu account', (id, me) => [
    'GET',
    `/v2/auth/role/getRoleMenu?user_id=${me.user_id}&role_id=${me.role_id}&account_id=${id}`,
  ]),
  probe('account', 'audience create link', (id) => [
    'POST',
    '/v1/user_cluster',
    {
      cluster_name: `Probe ${id}`,
      data_type: 3,
      encryption: 0,
      source: 1,
      path: 'uploads/none.txt',
      visibility_scope: 2,
      linked_account: [id],
    },
  ]),
  probe('account', 'audience edit link', (id) => [
    'PUT',
    '/v1/user_cluster',
    { cluster_id: own.audience, visibility_scope: 2, linked_account: [id] },
  ]),
  probe('account', 'material save link', (id) => [
    'POST',
    '/v1/material/save',
    { material_id: own.material, material_name: 'Probe', account_relation_type: 2, account_ids: [id] },
  ]),
  probe('account', 'app create link', (id) => [
    'POST',
    '/v1/amp/api/promotion_app',
    appBody(`com.probe.a${id}`, own.file, [id]),
  ]),
  probe('account', 'app edit link', (id) => [
    'PUT',
    '/v1/amp/api/promotion_app',
    { id: own.app, account_ids: [own.account, id] },
  ]),
  probe('account', 'campaign create', (id) => ['POST', '/v1/campaign', campaignBody(id, own.app)]),
  // materials and files
  probe('material', 'material detail', (id) => ['GET', `/v1/material/detail?material_id=${id}`]),
  probe('material', 'material where used', (id) => ['GET', `/v1/material/ad_account?material_id=${id}`]),
  probe('material', 'material list by id', (id) => ['POST', '/v1/material/list', { id }]),
  probe('material', 'material save', (id) => [
    'POST',
    '/v1/material/save',
    { material_id: id, material_name: 'Probe', account_relation_type: 2, account_ids: [own.account] },
  ]),
  probe('material', 'material batch tag', (id) => [
    'POST',
    '/v1/material/batch_tag',
    { material_ids: [id], tag_ids: [] },
  ]),
  probe('material', 'material tag', (id) => ['POST', '/v1/material/tag', [{ material_id: id, tag_ids: [] }]]),
  probe('material', 'material review refresh', (id) => [
    'GET',
    `/v1/material/refresh_examine_status?material_ids=${id}`,
  ]),
  probe('material', 'material delete', (id) => ['POST', '/v1/material/delete', { material_ids: [id] }]),
  probe('material', 'video delete', (id) => ['POST', '/v1/material/update_status', { material_ids: [id], status: -1 }]),
  probe('material', 'ad create with image', (id) => [
    'POST',
    '/v1/ad',
    { ad_group_id: own.adgroup, name: 'Probe ad', type: 1, image_ids: [id] },
  ]),
  probe('file', 'file delete', (id) => ['DELETE', `/v1/file?file_id=${id}`]),
  probe('file', 'material add from file', (id) => [
    'POST',
    '/v1/material/add',
    {
      materials: [{ name: 'Probe', file_id: id, type: 1, md5: '0'.repeat(32) }],
      account_relation_type: 2,
      account_ids: [own.account],
    },
  ]),
  probe(
    'file',
    'app create icon',
    (id) => ['POST', '/v1/amp/api/promotion_app', appBody('com.probe.icon', id, [own.account])],
    'icon_file_id',
  ),
  // audience packages
  probe('audience', 'audience detail', (id) => ['GET', `/v1/user_cluster/detail?id=${id}`]),
  probe('audience', 'audience list by id', (id) => ['POST', '/v1/user_cluster/list', { cluster_id: id }]),
  probe('audience', 'audience edit', (id) => ['PUT', '/v1/user_cluster', { cluster_id: id, description: 'probe' }]),
  probe('audience', 'audience delete', (id) => ['DELETE', `/v1/user_cluster?id=${id}`]),
  probe('audience', 'ad group targeting', (id) => [
    'PUT',
    '/v1/adset',
    { ad_group_id: own.adgroup, targeting: { audience_include: [id] } },
  ]),
  // promotion apps and their event mappings
  probe('app', 'app detail', (id) => ['GET', `/v1/amp/api/promotion_app/detail?id=${id}`]),
  probe('app', 'app accounts', (id) => ['GET', `/v1/amp/api/promotion_app_account/list?promotion_app_id=${id}`]),
  probe('app', 'app account options', (id) => [
    'GET',
    `/v1/amp/api/promotion_app_account/acc_list?promotion_app_id=${id}`,
  ]),
  probe('app', 'app list by id', (id) => ['GET', `/v1/amp/api/promotion_app/list?promotion_app_id=${id}`]),
  probe('app', 'app event mappings', (id) => [
    'GET',
    `/v1/amp/api/promotion_app/event_mapping/list?promotion_app_id=${id}`,
  ]),
  probe('app', 'app edit', (id) => ['PUT', '/v1/amp/api/promotion_app', { id, description: 'probe' }]),
  probe('app', 'app delete', (id) => ['DELETE', `/v1/amp/api/promotion_app?id=${id}`]),
  probe('app', 'event mapping add', (id) => [
    'POST',
    '/v1/amp/api/promotion_app/event_mapping',
    { promotion_app_id: id, event_name: 'probe_event', event_type: 1 },
  ]),
  probe('app', 'campaign list by app', (id) => ['POST', '/v1/campaign/list', { app: id }]),
  probe('app', 'campaign create with app', (id) => ['POST', '/v1/campaign', campaignBody(own.account, id)]),
  probe('mapping', 'event mapping delete', (id) => ['DELETE', `/v1/amp/api/promotion_app/event_mapping?id=${id}`]),
  probe('mapping', 'campaign with event mapping', (id) => [
    'PUT',
    '/v1/campaign',
    { campaign_id: own.campaign, event_mapping_id: id },
  ]),
  // campaigns, ad groups and ads
  ...(['detail'] as const).map((k) =>
    probe('campaign', `campaign ${k}`, (id) => ['GET', `/v1/campaign/detail?campaign_id=${id}`]),
  ),
  probe('campaign', 'campaign update', (id) => ['PUT', '/v1/campaign', { campaign_id: id, name: 'Probe' }]),
  probe('campaign', 'campaign copy', (id) => ['POST', '/v1/campaign/copy', { campaign_id: id }]),
  probe('campaign', 'campaign notice', (id) => ['POST', '/v1/campaign/dingTalk', { campaign_id: id }]),
  ...(['delete', 'enable', 'pause'] as const).map((k) =>
    probe('campaign', `campaign ${k}`, (id) => ['POST', `/v1/campaign/${k}`, { campaign_ids: [id] }]),
  ),
  probe('campaign', 'ad group list', (id) => ['POST', '/v1/adset/list', { campaign_id: id }]),
  probe('campaign', 'ad group search in campaign', (id) => ['POST', '/v1/adset/search', { campaign_id: id }]),
  probe('campaign', 'ad group create', (id) => ['POST', '/v1/adset', { campaign_id: id, name: 'Probe group' }]),
  probe('adgroup', 'ad group detail', (id) => ['GET', `/v1/adset/detail?ad_group_id=${id}`]),
  probe('adgroup', 'ad group update', (id) => ['PUT', '/v1/adset', { ad_group_id: id, name: 'Probe' }]),
  probe('adgroup', 'ad group copy', (id) => ['POST', '/v1/adset/copy', { ad_group_id: id }]),
  ...(['delete', 'enable', 'pause'] as const).map((k) =>
    probe('adgroup', `ad group ${k}`, (id) => ['POST', `/v1/adset/${k}`, { ad_group_ids: [id] }]),
  ),
  probe('adgroup', 'ad list', (id) => ['POST', '/v1/ad/list', { ad_group_id: id }]),
  probe('adgroup', 'ad create', (id) => [
    'POST',
    '/v1/ad',
    { ad_group_id: id, name: 'Probe ad', type: 1, image_ids: [own.material] },
  ]),
  probe('ad', 'ad detail', (id) => ['GET', `/v1/ad/detail?ad_id=${id}`]),
  probe('ad', 'ad update', (id) => ['PUT', '/v1/ad', { ad_id: id, name: 'Probe' }]),
  probe('ad', 'ad copy', (id) => ['POST', '/v1/ad/copy', { ad_id: id }]),
  ...(['delete', 'enable', 'pause'] as const).map((k) =>
    probe('ad', `ad ${k}`, (id) => ['POST', `/v1/ad/${k}`, { ad_ids: [id] }]),
  ),
  probe('ad', 'JS tag preview', (id) => [
    'POST',
    '/v1/creative/generate_js_tag_creative',
    { ad_id: id, image_ids: [own.material], click_url: 'https://example.com/' },
  ]),
];

it('the setup found another tenant’s row of every kind and an own row of each kind the probes need', () => {
  for (const [kind, id] of Object.entries(foreign)) expect(id, `foreign ${kind}`).toBeGreaterThan(0);
  for (const [kind, id] of Object.entries(own)) expect(id, `own ${kind}`).toBeGreaterThan(0);
  for (const p of probes) expect(foreign[p.kind], p.label).toBeGreaterThan(0);
});

describe.each(['advertiser', 'scoped operator'] as const)('as the %s', (who) => {
  it.each(probes)("$label: another tenant's $kind answers as a missing one", async (p) => {
    await expectSameAnswer(who === 'advertiser' ? as.advertiser : scoped, p, foreign[p.kind]);
  });
});
