import { calls, promotionAppAccountRows, promotionAppDetail } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByName, appBody, createdApp, fieldsOf, uploadIcon } from './apps-helper.js';
import { auditOf } from './auth-directory-helper.js';
import { startServer, type TestServer } from './helper.js';
import { userWithRole } from './materials-helper.js';

// Promotion apps, the changes: add, edit and delete with every rule, the account scope, and their audit entries.

const { apps } = calls;
let server: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser', InjectSession>;
let accounts: Map<string, number>;
let icon: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser'] as const);
  accounts = await accountIdsByName(server);
  icon = await uploadIcon(server, s.admin);
});
afterAll(async () => {
  await server.destroy();
});

const acc = (name: string) => accounts.get(name)!;
const detail = async (id: number, who = s.admin) =>
  promotionAppDetail.parse((await who.api(apps.detail, { id })).json().data);

describe('POST /v1/amp/api/promotion_app', () => {
  it('adds an app linked to accounts, with its icon, audited; the lookup and the list read it', async () => {
    // the operator's own upload: another user's file is not there for a non-administrator
    const icon = await uploadIcon(server, s.operator);
    const body = appBody('com.test.added', icon, [acc('Nimbus Video'), acc('Harbor Travel')]);
    const id = await createdApp(s.operator, body);
    const row = await detail(id);
    expect(row).toMatchObject({
      name: 'App com.test.added',
      pkg_name: 'com.test.added',
      version: '1.2.3',
      icon_file_id: icon,
      account_count: 2,
      event_mappings: [],
      name_of_acc: 'Nimbus Video, Harbor Travel',
    });
    expect(row.icon_url).toMatch(/^\/files\/.+/);
    expect((await server.app.inject({ method: 'GET', url: row.icon_url })).statusCode).toBe(200);
    const file = await server.database.db.selectFrom('file').select('used').where('id', '=', icon).executeTakeFirst();
    expect(file?.used).toBe(1);
    const links = promotionAppAccountRows.parse(
      (await s.admin.api(apps.accounts, { promotion_app_id: id })).json().data,
    );
    expect(links.map((l) => [l.account_name, l.app_store, l.promotion_link])).toEqual([
      ['Nimbus Video', 1, body.promotion_link],
      ['Harbor Travel', 1, body.promotion_link],
    ]);
    const lookup = (await s.admin.api(apps.all)).json().data as { id: number; account_id: number }[];
    expect(lookup.find((a) => a.id === id)).toMatchObject({ account_id: acc('Nimbus Video') });
    expect((await s.admin.api(apps.list, { pkg_name: ['com.test.added'] })).json().total).toBe(1);
    const [entry] = await auditOf(server, 'promotion_app', id);
    expect(entry).toMatchObject({ action: 'create', actor_name: 'operator', entity_name: 'App com.test.added' });
    expect(entry!.changes.pkg_name).toEqual({ before: null, after: 'com.test.added' });
  });

  it('refuses every bad input with a 400 naming the field', async () => {
    const accountsOk = [acc('Comet Music')];
    const bad = async (more: Record<string, unknown>, fields: string[]) => {
      const res = (
        await s.admin.api(apps.create, { ...appBody('com.test.bad', icon, accountsOk), ...more } as never)
      ).json();
      expect(res.code, JSON.stringify(res)).toBe(400);
      expect(fieldsOf(res).sort()).toEqual(fields.sort());
      for (const f of fields) expect(res.msg).toContain(f);
    };
    await bad({ pkg_name: 'com.test-bad' }, ['pkg_name']);
    await bad({ pkg_name: 'com test' }, ['pkg_name']);
    await bad({ pkg_name: '' }, ['pkg_name']);
    await bad({ version: '1' }, ['version']);
    await bad({ version: '1.2.3.4' }, ['version']);
    await bad({ version: 'v1.2' }, ['version']);
    await bad({ app_store: 7 }, ['app_store']);
    await bad({ app_store: 0 }, ['app_store']);
    await bad({ promotion_type: 3 }, ['promotion_type']);
    await bad({ promotion_link: 'ftp://example.com/app' }, ['promotion_link']);
    await bad({ promotion_link: 'not a link' }, ['promotion_link']);
    await bad({ name: '  ' }, ['name']);
    await bad({ account_ids: [] }, ['account_ids']);
    await bad({ icon_file_id: undefined }, ['icon_file_id']);
    // the disabled choices, the icon's file: after the schema, all in one answer
    await bad({ promotion_type: 2, platform: 2 }, ['promotion_type', 'platform']);
    await bad({ icon_file_id: 999_999 }, ['icon_file_id']);
    // a banner is no icon (a non-square icon within the bounds is taken: apps-icon.test.ts)
    const banner = await uploadIcon(server, s.admin, 640, 100);
    await bad({ icon_file_id: banner }, ['icon_file_id']);
    const res = (await s.admin.api(apps.create, appBody('com.test.bad', banner, accountsOk))).json();
    expect(res.data.errors[0]).toMatchObject({ rule: 'icon_size' });
    expect(res.msg).toContain('640x100');
    expect((await s.admin.api(apps.list, { pkg_name: ['com.test.bad'] })).json().total).toBe(0);
  });

  it('keeps one package name per store within an account (10301 naming the accounts)', async () => {
    await createdApp(s.admin, appBody('com.test.unique', icon, [acc('Pixel Studio')]));
    const taken = (
      await s.admin.api(apps.create, appBody('com.test.unique', icon, [acc('Lotus Finance'), acc('Pixel Studio')]))
    ).json();
    expect(taken).toMatchObject({
      code: 10301,
      data: {
        pkg_name: 'com.test.unique',
        app_store: 1,
        account_ids: [acc('Pixel Studio')],
        account_names: ['Pixel Studio'],
      },
    });
    // another store, or another account, is another listing
    await createdApp(s.admin, appBody('com.test.unique', icon, [acc('Pixel Studio')], { app_store: 2 }));
    await createdApp(s.admin, appBody('com.test.unique', icon, [acc('Lotus Finance')]));
    // a demo app's package in its store, for its account
    const demo = (
      await s.admin.api(apps.create, appBody('com.galaxygames.mergequest', icon, [acc('Orchid Shopping')]))
    ).json();
    expect(demo.code).toBe(10301);
  });

  it("links a non-administrator's own accounts only; missing accounts are 10201", async () => {
    const galaxy = await userWithRole(
      server,
      'apps-editor-galaxy',
      ['package', 'package.index'],
      ['app.view', 'app.create', 'app.edit', 'app.delete'],
      [acc('Galaxy Games')],
    );
    // another user's upload is not there for it (as for a material); its own upload through the drawer's call is
    const theirs = await galaxy.api(apps.create, appBody('com.test.scope', icon, [acc('Galaxy Games')]));
    expect(fieldsOf(theirs.json())).toEqual(['icon_file_id']);
    const icon2 = await uploadIcon(server, galaxy, 160, 160, apps.icon);
    const outside = await galaxy.api(
      apps.create,
      appBody('com.test.scope', icon2, [acc('Galaxy Games'), acc('Comet Music')]),
    );
    expect(outside.statusCode).toBe(403);
    expect(outside.json().data.ids).toEqual([acc('Comet Music')]);
    const id = await createdApp(galaxy, appBody('com.test.scope', icon2, [acc('Galaxy Games')]));
    expect((await detail(id, galaxy)).accounts).toEqual([
      { account_id: acc('Galaxy Games'), account_name: 'Galaxy Games' },
    ]);
    expect((await s.admin.api(apps.create, appBody('com.test.none', icon, [987_654]))).json().code).toBe(10201);
    // an app shared with an account not its own is read-only for it
    const merge = (await s.admin.api(apps.list, { pkg_name: ['com.galaxygames.mergequest'] })).json().data[0].id;
    expect((await galaxy.api(apps.edit, { id: merge, name: 'Mine now' })).statusCode).toBe(403);
    expect((await galaxy.api(apps.remove, { id: merge })).statusCode).toBe(403);
    // and one outside its accounts does not exist for it
    const comet = (await s.admin.api(apps.list, { pkg_name: ['com.cometmusic.karaoke'] })).json().data[0].id;
    expect((await galaxy.api(apps.edit, { id: comet, name: 'Not mine' })).json().code).toBe(10201);
  });
});

describe('PUT /v1/amp/api/promotion_app', () => {
  it('changes the fields sent; a store, type or link change reaches every link, kept links keep their upload time', async () => {
    const id = await createdApp(s.admin, appBody('com.test.edit', icon, [acc('Maple Education')]));
    const [first] = promotionAppAccountRows.parse(
      (await s.admin.api(apps.accounts, { promotion_app_id: id })).json().data,
    );
    const newIcon = await uploadIcon(server, s.operator, 200, 200);
    const res = await s.operator.api(apps.edit, {
      id,
      name: 'Edited App',
      app_store: 3,
      promotion_link: 'https://appgallery.huawei.com/app/com.test.edit',
      version: '',
      icon_file_id: newIcon,
      account_ids: [acc('Maple Education'), acc('Comet Music')],
    });
    expect(res.json()).toMatchObject({ code: 200, data: { id } });
    const row = await detail(id);
    expect(row).toMatchObject({
      name: 'Edited App',
      app_store: 3,
      version: '',
      icon_file_id: newIcon,
      account_count: 2,
    });
    const links = promotionAppAccountRows.parse(
      (await s.admin.api(apps.accounts, { promotion_app_id: id })).json().data,
    );
    expect(links.map((l) => [l.account_name, l.app_store, l.promotion_link])).toEqual([
      ['Maple Education', 3, 'https://appgallery.huawei.com/app/com.test.edit'],
      ['Comet Music', 3, 'https://appgallery.huawei.com/app/com.test.edit'],
    ]);
    expect(links[0]!.upload_time).toBe(first!.upload_time);
    // dropping the owning account hands the app to the next linked one
    await s.admin.api(apps.edit, { id, account_ids: [acc('Comet Music')] });
    const owner = await server.database.db
      .selectFrom('ad_app')
      .select('account_id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(owner?.account_id).toBe(acc('Comet Music'));
    const entries = await auditOf(server, 'promotion_app', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(entries[1]!.changes).toMatchObject({
      name: { before: 'App com.test.edit', after: 'Edited App' },
      app_store: { before: 1, after: 3 },
      version: { before: '1.2.3', after: '' },
    });
    expect(entries[2]!.changes.account_ids).toEqual({
      before: [acc('Maple Education'), acc('Comet Music')],
      after: [acc('Comet Music')],
    });
  });

  it('applies the rules of add: fields, disabled choices, the icon, the package per store', async () => {
    const id = await createdApp(s.admin, appBody('com.test.editrules', icon, [acc('Jade Mobility')]));
    await createdApp(s.admin, appBody('com.test.other', icon, [acc('Jade Mobility')]));
    const fields = async (body: Record<string, unknown>) =>
      fieldsOf((await s.admin.api(apps.edit, { id, ...body } as never)).json());
    expect(await fields({})).toEqual(['id']);
    expect(await fields({ pkg_name: 'bad-name' })).toEqual(['pkg_name']);
    expect(await fields({ version: '2' })).toEqual(['version']);
    expect(await fields({ platform: 2 })).toEqual(['platform']);
    expect(await fields({ promotion_type: 2 })).toEqual(['promotion_type']);
    expect(await fields({ promotion_link: 'mailto:a@b.c' })).toEqual(['promotion_link']);
    expect(await fields({ account_ids: [] })).toEqual(['account_ids']);
    expect(await fields({ icon_file_id: await uploadIcon(server, s.admin, 20, 20) })).toEqual(['icon_file_id']);
    expect((await s.admin.api(apps.edit, { id, pkg_name: 'com.test.other' })).json().code).toBe(10301);
    // the same store change on both keeps them apart: no conflict
    expect((await s.admin.api(apps.edit, { id, app_store: 6 })).json().code).toBe(200);
    expect((await s.admin.api(apps.edit, { id: 999_999, name: 'x' })).json().code).toBe(10201);
    expect((await detail(id)).pkg_name).toBe('com.test.editrules');
  });
});

describe('DELETE /v1/amp/api/promotion_app', () => {
  it('refuses an app that campaigns promote (10300 with the campaigns)', async () => {
    const campaign = await server.database.db
      .selectFrom('campaign')
      .select(['id', 'ad_app_id'])
      .where('ad_app_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = (await s.admin.api(apps.remove, { id: campaign.ad_app_id!, operator: 'admin' })).json();
    expect(res.code).toBe(10300);
    expect(res.data.campaign_ids).toContain(campaign.id);
    expect(res.data.campaign_count).toBe(res.data.campaign_ids.length);
    expect((await detail(campaign.ad_app_id!)).id).toBe(campaign.ad_app_id);
  });

  it('soft-deletes with the operator; the app leaves the lists and the lookup, its package is free again', async () => {
    const id = await createdApp(s.admin, appBody('com.test.delete', icon, [acc('Harbor Travel')]));
    const res = await s.operator.api(apps.remove, { id, operator: 'operator-on-duty' });
    expect(res.json()).toMatchObject({ code: 200, data: { id } });
    const row = await server.database.db
      .selectFrom('ad_app')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: -1, delete_user_id: s.operator.user_id, delete_operator: 'operator-on-duty' });
    expect(row.delete_time).toBeGreaterThan(0);
    expect((await s.admin.api(apps.detail, { id })).json().code).toBe(10201);
    expect((await s.admin.api(apps.list, { pkg_name: ['com.test.delete'] })).json().total).toBe(0);
    expect(((await s.admin.api(apps.all)).json().data as { id: number }[]).some((a) => a.id === id)).toBe(false);
    expect(
      await (await s.admin.api(apps.keyMatch, { field: 'pkg_name', keyword: 'com.test.delete' })).json().data,
    ).toEqual([]);
    expect((await s.admin.api(apps.remove, { id })).json().code).toBe(10201);
    const entries = await auditOf(server, 'promotion_app', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({ actor_name: 'operator', call: 'DELETE /v1/amp/api/promotion_app' });
    expect(entries[1]!.changes.operator).toEqual({ before: null, after: 'operator-on-duty' });
    expect(entries[1]!.changes.status).toEqual({ before: 1, after: -1 });
    await createdApp(s.admin, appBody('com.test.delete', icon, [acc('Harbor Travel')]));
  });
});
