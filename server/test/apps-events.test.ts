import { calls, eventMappingRows } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByName, fieldsOf } from './apps-helper.js';
import { auditOf } from './auth-directory-helper.js';
import { startServer, type TestServer } from './helper.js';
import { userWithRole } from './materials-helper.js';

// Promotion apps' event mappings: list, add and delete, 10302 for a name taken, 4001 for one a campaign uses.

const { apps } = calls;
let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser', InjectSession>;
let accounts: Map<string, number>;
let merge: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser'] as const);
  accounts = await accountIdsByName(server);
  const row = await server.database.db
    .selectFrom('ad_app')
    .select('id')
    .where('name', '=', 'Galaxy Merge Quest')
    .executeTakeFirstOrThrow();
  merge = row.id;
});
afterAll(async () => {
  await server.destroy();
});

const mappings = async (appId: number, who = s.admin) => {
  const body = (await who.api(apps.eventMappings, { promotion_app_id: appId })).json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return eventMappingRows.parse(body.data);
};

describe('event mappings', () => {
  it("lists an app's mappings, saying which a campaign uses", async () => {
    const rows = await mappings(merge);
    expect(rows.map((m) => [m.event_name, m.event_type, m.in_use])).toEqual([
      ['first_open', 1, true],
      ['af_complete_registration', 2, false],
      ['af_purchase', 3, false],
    ]);
    expect((await mappings(merge, s.advertiser)).length).toBe(3);
    const nimbus = await server.database.db
      .selectFrom('ad_app')
      .select('id')
      .where('name', '=', 'Nimbus Player')
      .executeTakeFirstOrThrow();
    expect((await s.advertiser.api(apps.eventMappings, { promotion_app_id: nimbus.id })).json().code).toBe(10201);
  });

  it('adds a mapping, audited; a name the app maps already is 10302; bad input names the field', async () => {
    const res = (
      await s.operator.api(apps.addEventMapping, { promotion_app_id: merge, event_name: 'level_10', event_type: 6 })
    ).json();
    expect(res.code).toBe(200);
    const id = res.data.id as number;
    expect((await mappings(merge)).find((m) => m.id === id)).toMatchObject({ event_name: 'level_10', in_use: false });
    const [entry] = await auditOf(server, 'event_mapping', id);
    expect(entry).toMatchObject({ action: 'create', actor_name: 'operator', entity_name: 'level_10' });
    expect(entry!.changes.promotion_app_id).toEqual({ before: null, after: merge });
    const again = (
      await s.admin.api(apps.addEventMapping, { promotion_app_id: merge, event_name: 'level_10', event_type: 3 })
    ).json();
    expect(again).toMatchObject({ code: 10302, data: { promotion_app_id: merge, event_name: 'level_10' } });
    const bad = async (body: Record<string, unknown>) =>
      fieldsOf(
        (
          await s.admin.api(apps.addEventMapping, {
            promotion_app_id: merge,
            event_name: 'ok',
            event_type: 1,
            ...body,
          } as never)
        ).json(),
      );
    expect(await bad({ event_type: 7 })).toEqual(['event_type']);
    expect(await bad({ event_name: '' })).toEqual(['event_name']);
    expect(await bad({ event_name: 'has space' })).toEqual(['event_name']);
    expect(
      (await s.admin.api(apps.addEventMapping, { promotion_app_id: 999_999, event_name: 'x', event_type: 1 })).json()
        .code,
    ).toBe(10201);
  });

  it('deletes a mapping no campaign uses, audited; one a campaign uses answers 4001', async () => {
    const added = (
      await s.admin.api(apps.addEventMapping, { promotion_app_id: merge, event_name: 'tutorial_done', event_type: 6 })
    ).json().data.id;
    const res = await s.operator.api(apps.removeEventMapping, { id: added });
    expect(res.json()).toMatchObject({ code: 200, data: { id: added } });
    expect((await mappings(merge)).some((m) => m.id === added)).toBe(false);
    expect((await auditOf(server, 'event_mapping', added)).map((e) => e.action)).toEqual(['create', 'delete']);
    expect((await s.admin.api(apps.removeEventMapping, { id: added })).json().code).toBe(10201);

    const used = (await mappings(merge)).find((m) => m.in_use)!;
    const refused = await s.admin.api(apps.removeEventMapping, { id: used.id });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      code: 4001,
      msg: 'an event mapping already exists, cannot delete',
      data: { id: used.id, campaign_ids: [expect.any(Number)] },
    });
    expect((await mappings(merge)).some((m) => m.id === used.id)).toBe(true);
    // once its campaigns are deleted, the mapping may go
    await server.database.db
      .updateTable('campaign')
      .set({ status: -1 })
      .where('event_mapping_id', '=', used.id)
      .execute();
    expect((await s.admin.api(apps.removeEventMapping, { id: used.id })).json().code).toBe(200);
  });

  it("needs app.edit, and a non-administrator's app linked only to its accounts", async () => {
    const reader = (
      await s.advertiser.api(apps.addEventMapping, { promotion_app_id: merge, event_name: 'x', event_type: 1 })
    ).statusCode;
    expect(reader).toBe(403);
    const galaxy = await userWithRole(
      server,
      'apps-events-galaxy',
      ['package', 'package.index'],
      ['app.view', 'app.edit'],
      [accounts.get('Galaxy Games')!],
    );
    // Galaxy Merge Quest is shared with Orchid Shopping: read-only for a user of Galaxy Games alone
    const shared = await galaxy.api(apps.addEventMapping, { promotion_app_id: merge, event_name: 'x', event_type: 1 });
    expect(shared.statusCode).toBe(403);
    const own = await server.database.db
      .selectFrom('ad_app')
      .select('id')
      .where('name', '=', 'Word Galaxy')
      .executeTakeFirstOrThrow();
    const ok = (
      await galaxy.api(apps.addEventMapping, { promotion_app_id: own.id, event_name: 'x', event_type: 1 })
    ).json();
    expect(ok.code).toBe(200);
    expect((await galaxy.api(apps.removeEventMapping, { id: ok.data.id })).json().code).toBe(200);
  });
});
