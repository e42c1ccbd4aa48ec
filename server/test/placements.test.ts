import { Code, calls, type MenuName, type PermissionGroupName } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/password.js';
import * as seedRepo from '../src/seed/seed.repo.js';
import { adBody, adWorld, createdAd, material } from './ads-helper.js';
import { auditOf } from './auth-directory-helper.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The placement catalogues: administrators list, create, edit and delete media apps, ad positions, DSPs, their
// placement mappings and ad platforms; a delete is refused while something uses the entry, naming it; every change
// is in the audit log; other roles are refused by the permission groups.

let server: TestServer;
let s: Record<'admin' | 'operator', InjectSession>;
const p = calls.placements;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin', 'operator'] as const);
});
afterAll(() => server.destroy());

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`;

async function ok<T = { id: number }>(res: Promise<{ json(): unknown; body: string }>): Promise<T> {
  const r = await res;
  const body = r.json() as { code: number; data: T };
  expect(body.code, r.body).toBe(200);
  return body.data;
}

const newApp = (name = unique('App ')) =>
  ok(s.admin.api(p.createMediaApp, { name, pkg_name: unique('com.test.'), platform: 1 }));
const newPosition = (app_id: number, name = unique('Slot ')) =>
  ok(s.admin.api(p.createAdPosition, { app_id, name, ad_type: 1, width: 320, height: 50 }));

/** A role with exactly these menus and groups, a user of it, signed in. */
async function userWith(menus: MenuName[], groups: PermissionGroupName[]) {
  const { db } = server.database;
  const name = unique('placement-role-');
  const roleId = await seedRepo.insertRole(db, { name, is_admin: 0, remark: '' });
  await seedRepo.grantMenus(db, roleId, menus);
  await seedRepo.grantGroups(db, roleId, groups);
  await seedRepo.insertUser(db, {
    login_name: name,
    password_hash: await hashPassword('pass-1234'),
    role_id: roleId,
    company_id: null,
  });
  return loginAs(server, name, 'pass-1234');
}

describe('media apps', () => {
  it('are created, found by keyword, edited and deleted, each change audited', async () => {
    const name = unique('Weather Now ');
    const { id } = await newApp(name);
    const page = await ok<{ total: number; list: { id: number; position_count: number }[] }>(
      s.admin.api(p.mediaAppPage, { keyword: name.toUpperCase() }),
    );
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id, name, platform: 1, position_count: 0 });
    expect((await ok<{ list: unknown[] }>(s.admin.api(p.mediaAppPage, { keyword: String(id) }))).list).toContainEqual(
      expect.objectContaining({ id }),
    );

    await ok(s.admin.api(p.editMediaApp, { id, name: `${name} HD`, platform: 2 }));
    const after = await ok<{ list: { name: string; platform: number }[] }>(
      s.admin.api(p.mediaAppPage, { keyword: String(id), platform: 2 }),
    );
    expect(after.list.find((a) => a.name === `${name} HD`)?.platform).toBe(2);

    await ok(s.admin.api(p.deleteMediaApp, { id }));
    expect((await ok<{ total: number }>(s.admin.api(p.mediaAppPage, { keyword: name }))).total).toBe(0);

    const log = await auditOf(server, 'media_app', id);
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(log[0]).toMatchObject({ actor_name: 'admin', call: 'POST /v1/placement/media_app', entity_name: name });
    expect(log[1]!.changes).toEqual({
      name: { before: name, after: `${name} HD` },
      platform: { before: 1, after: 2 },
    });
  });

  it('refuse a package already on the platform, naming the app that has it, and accept it on the other', async () => {
    const pkg = unique('com.dup.');
    const first = await ok(s.admin.api(p.createMediaApp, { name: 'One', pkg_name: pkg, platform: 1 }));
    const res = (await s.admin.api(p.createMediaApp, { name: 'Two', pkg_name: pkg, platform: 1 })).json();
    expect(res).toMatchObject({
      code: Code.PLACEMENT_TAKEN,
      data: { kind: 'media_app', field: 'pkg_name', value: pkg, id: first.id },
    });
    const ios = await ok(s.admin.api(p.createMediaApp, { name: 'Two', pkg_name: pkg, platform: 2 }));
    const moved = (await s.admin.api(p.editMediaApp, { id: ios.id, platform: 1 })).json();
    expect(moved).toMatchObject({ code: Code.PLACEMENT_TAKEN, data: { id: first.id } });
  });

  it('refuse a delete while the app has ad positions, naming them', async () => {
    const { id } = await newApp('Holder app');
    const slot = await newPosition(id, 'Top banner');
    const res = (await s.admin.api(p.deleteMediaApp, { id })).json();
    expect(res.code).toBe(Code.PLACEMENT_IN_USE);
    expect(res.msg).toContain(`ad position ${slot.id}`);
    expect(res.data).toEqual({
      kind: 'media_app',
      id,
      name: 'Holder app',
      total: 1,
      users: [{ kind: 'ad_position', id: slot.id, name: 'Top banner', account_id: null, account_name: null }],
    });
    expect((await auditOf(server, 'media_app', id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('ad positions', () => {
  it('are unique by name within their app whatever the case, and move between apps only to a free name', async () => {
    const a = await newApp();
    const b = await newApp();
    const slot = await newPosition(a.id, 'Feed native');
    const dup = (
      await s.admin.api(p.createAdPosition, { app_id: a.id, name: 'FEED NATIVE', ad_type: 3, width: 1, height: 1 })
    ).json();
    expect(dup).toMatchObject({ code: Code.PLACEMENT_TAKEN, data: { field: 'name', id: slot.id } });
    const other = await newPosition(b.id, 'Feed native');
    expect((await s.admin.api(p.editAdPosition, { id: other.id, app_id: a.id })).json().code).toBe(
      Code.PLACEMENT_TAKEN,
    );
    await ok(s.admin.api(p.editAdPosition, { id: other.id, status: 0, width: 300, height: 250 }));
    const page = await ok<{ list: Record<string, unknown>[] }>(s.admin.api(p.adPositionPage, { app_id: b.id }));
    expect(page.list).toEqual([
      expect.objectContaining({
        id: other.id,
        app_id: b.id,
        status: 0,
        width: 300,
        height: 250,
        ad_count: 0,
        mapping_count: 0,
      }),
    ]);
    expect((await auditOf(server, 'ad_position', other.id))[1]!.changes).toEqual({
      status: { before: 1, after: 0 },
      width: { before: 320, after: 300 },
      height: { before: 50, after: 250 },
    });
  });

  it('answer an app, a position or a DSP that is not there like any missing row', async () => {
    const missing = 2_000_000_000;
    for (const res of [
      s.admin.api(p.createAdPosition, { app_id: missing, name: 'x', ad_type: 1, width: 1, height: 1 }),
      s.admin.api(p.editAdPosition, { id: missing, name: 'x' }),
      s.admin.api(p.deleteAdPosition, { id: missing }),
      s.admin.api(p.deleteMediaApp, { id: missing }),
      s.admin.api(p.editDsp, { id: missing, name: 'x' }),
      s.admin.api(p.deleteAdPlatform, { id: missing }),
      s.admin.api(p.createDspMapping, { dsp_id: missing, adpos_id: 1, phypos_id: 'x' }),
    ]) {
      expect((await res).json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [missing] } });
    }
  });

  it('refuse a delete while a live ad is placed in it, naming the ad and its account, then allow it', async () => {
    const app = await newApp();
    const slot = await newPosition(app.id);
    const world = await adWorld(server, s.admin);
    const image = await material(server);
    const adId = await createdAd(
      s.admin,
      adBody(world.download, image, { placement: { adpos_id: slot.id, tab: 'home', category: 'news' } }),
    );
    const res = (await s.admin.api(p.deleteAdPosition, { id: slot.id })).json();
    expect(res.code).toBe(Code.PLACEMENT_IN_USE);
    expect(res.msg).toContain(`ad ${adId} (account Galaxy Games)`);
    expect(res.data.users).toEqual([
      { kind: 'ad', id: adId, name: expect.any(String), account_id: world.accountId, account_name: 'Galaxy Games' },
    ]);
    const listed = await ok<{ list: { ad_count: number }[] }>(
      s.admin.api(p.adPositionPage, { keyword: String(slot.id) }),
    );
    expect(listed.list[0]!.ad_count).toBe(1);

    expect((await s.admin.api(calls.ads.remove, { ad_ids: [adId] })).json().code).toBe(200);
    await ok(s.admin.api(p.deleteAdPosition, { id: slot.id }));
  });
});

describe('DSPs and their placement mappings', () => {
  it('map a position once per DSP and a placement id once, refuse deleting a mapped DSP or position', async () => {
    const app = await newApp();
    const slot = await newPosition(app.id);
    const code = unique('dsp').toLowerCase();
    const dsp = await ok(s.admin.api(p.createDsp, { name: `DSP ${code}`, code }));
    const taken = (await s.admin.api(p.createDsp, { name: `dsp ${code}`.toUpperCase(), code: `${code}x` })).json();
    expect(taken).toMatchObject({ code: Code.PLACEMENT_TAKEN, data: { kind: 'dsp', field: 'name', id: dsp.id } });

    const map = await ok(s.admin.api(p.createDspMapping, { dsp_id: dsp.id, adpos_id: slot.id, phypos_id: 'plc-1' }));
    const again = (
      await s.admin.api(p.createDspMapping, { dsp_id: dsp.id, adpos_id: slot.id, phypos_id: 'plc-2' })
    ).json();
    expect(again).toMatchObject({ code: Code.PLACEMENT_TAKEN, data: { field: 'adpos_id', id: map.id } });
    const other = await newPosition(app.id);
    const sameId = (
      await s.admin.api(p.createDspMapping, { dsp_id: dsp.id, adpos_id: other.id, phypos_id: 'plc-1' })
    ).json();
    expect(sameId).toMatchObject({ code: Code.PLACEMENT_TAKEN, data: { field: 'phypos_id', id: map.id } });

    const page = await ok<{ list: Record<string, unknown>[] }>(s.admin.api(p.dspMappingPage, { dsp_id: dsp.id }));
    expect(page.list).toEqual([
      expect.objectContaining({
        id: map.id,
        dsp_name: `DSP ${code}`,
        adpos_id: slot.id,
        phypos_id: 'plc-1',
        status: 1,
      }),
    ]);
    expect(
      (await ok<{ list: { mapping_count: number }[] }>(s.admin.api(p.dspPage, { keyword: code }))).list[0],
    ).toMatchObject({ mapping_count: 1 });

    const dspRes = (await s.admin.api(p.deleteDsp, { id: dsp.id })).json();
    expect(dspRes).toMatchObject({ code: Code.PLACEMENT_IN_USE, data: { kind: 'dsp', total: 1 } });
    expect(dspRes.data.users[0]).toMatchObject({ kind: 'dsp_mapping', id: map.id });
    const slotRes = (await s.admin.api(p.deleteAdPosition, { id: slot.id })).json();
    expect(slotRes.data.users).toEqual([
      expect.objectContaining({ kind: 'dsp_mapping', id: map.id, account_name: null }),
    ]);

    await ok(s.admin.api(p.editDspMapping, { id: map.id, status: 0, phypos_id: 'plc-9' }));
    await ok(s.admin.api(p.deleteDspMapping, { id: map.id }));
    await ok(s.admin.api(p.deleteDsp, { id: dsp.id }));
    await ok(s.admin.api(p.deleteAdPosition, { id: slot.id }));
    const log = await auditOf(server, 'dsp_mapping', map.id);
    expect(log.map((e) => [e.action, e.entity_name])).toEqual([
      ['create', `${code}:plc-1`],
      ['update', `${code}:plc-1`],
      ['delete', `${code}:plc-9`],
    ]);
  });
});

describe('ad platforms and their accounts', () => {
  it('refuse deleting a platform advertisers linked accounts on, naming them, until they are unlinked', async () => {
    const code = unique('plat').toLowerCase();
    const platform = await ok(s.admin.api(p.createAdPlatform, { name: `Platform ${code}`, code }));
    expect((await s.admin.api(p.createAdPlatform, { name: 'Else', code })).json()).toMatchObject({
      code: Code.PLACEMENT_TAKEN,
      data: { field: 'code', id: platform.id },
    });
    const accounts = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
    const galaxy = accounts.find((a) => a.account_name === 'Galaxy Games')!;
    const linked = await ok<{ id: number }>(
      s.admin.api(calls.lookups.createPlatformAccount, {
        ad_platform_id: platform.id,
        account_id: galaxy.id,
        name: 'Galaxy on it',
        external_id: 'gx-001',
      }),
    );
    const res = (await s.admin.api(p.deleteAdPlatform, { id: platform.id })).json();
    expect(res.code).toBe(Code.PLACEMENT_IN_USE);
    expect(res.msg).toContain(`ad platform account ${linked.id} (account Galaxy Games)`);
    expect(
      (await ok<{ list: { account_count: number }[] }>(s.admin.api(p.adPlatformPage, { keyword: code }))).list,
    ).toEqual([expect.objectContaining({ id: platform.id, account_count: 1 })]);

    const edited = await ok<{ name: string; external_id: string }>(
      s.admin.api(calls.lookups.editPlatformAccount, { id: linked.id, external_id: 'gx-002' }),
    );
    expect(edited).toMatchObject({ name: 'Galaxy on it', external_id: 'gx-002' });
    // a user whose scope does not hold the account is answered as if the platform account were not there
    const outsider = await userWith(['home', 'package', 'package.index'], ['app.view', 'app.edit', 'app.delete']);
    const foreign = accounts.find((a) => a.account_name === 'Harbor Travel')!;
    const harbor = await ok<{ id: number }>(
      s.admin.api(calls.lookups.createPlatformAccount, {
        ad_platform_id: platform.id,
        account_id: foreign.id,
        name: 'Harbor on it',
        external_id: 'hb-001',
      }),
    );
    for (const res of [
      outsider.api(calls.lookups.deletePlatformAccount, { id: harbor.id }),
      outsider.api(calls.lookups.editPlatformAccount, { id: harbor.id, name: 'Mine now' }),
    ]) {
      expect((await res).json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [harbor.id] } });
    }

    await ok(s.admin.api(calls.lookups.deletePlatformAccount, { id: linked.id }));
    await ok(s.admin.api(calls.lookups.deletePlatformAccount, { id: harbor.id }));
    await ok(s.admin.api(p.deleteAdPlatform, { id: platform.id }));
    expect((await auditOf(server, 'platform_account', linked.id)).map((e) => e.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    expect((await auditOf(server, 'ad_platform', platform.id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });
});

describe('who may change the catalogues', () => {
  it('refuses a role without the menu (402) and one with only the view group (403), and changes nothing', async () => {
    expect((await s.operator.api(p.mediaAppPage, {})).statusCode).toBe(402);
    expect((await s.operator.api(p.createMediaApp, { name: 'x', pkg_name: 'com.x', platform: 1 })).statusCode).toBe(
      402,
    );
    const viewer = await userWith(['home', 'placement', 'placement.mediaApp'], ['placement.view']);
    expect((await viewer.api(p.mediaAppPage, {})).json().code).toBe(200);
    const pkg = unique('com.viewer.');
    const res = await viewer.api(p.createMediaApp, { name: 'Viewer app', pkg_name: pkg, platform: 1 });
    expect(res.statusCode).toBe(403);
    const editor = await userWith(['home', 'placement', 'placement.mediaApp'], ['placement.view', 'placement.edit']);
    const made = await ok(editor.api(p.createMediaApp, { name: 'Editor app', pkg_name: pkg, platform: 1 }));
    expect((await editor.api(p.deleteMediaApp, { id: made.id })).statusCode).toBe(403);
    expect((await s.admin.api(p.mediaAppPage, { keyword: pkg })).json().data.total).toBe(1);
  });
});

describe('bad input', () => {
  it('names every failed field and the rule', async () => {
    const res = await s.admin.api(p.createAdPosition, {
      app_id: 1,
      name: '',
      ad_type: 9,
      width: 0,
      height: 50,
    } as never);
    expect(res.statusCode).toBe(400);
    const fields = (res.json().data.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['ad_type', 'name', 'width']);
    const code = (await s.admin.api(p.createDsp, { name: 'Upper', code: 'Has Space' })).json();
    expect(code.code).toBe(400);
    expect(code.msg).toContain('code');
    const pkg = (await s.admin.api(p.createMediaApp, { name: 'x', pkg_name: 'com/evil', platform: 1 })).json();
    expect(pkg.data.errors).toEqual([expect.objectContaining({ field: 'pkg_name' })]);
    expect((await s.admin.api(p.mediaAppPage, { page_size: 101 } as never)).statusCode).toBe(400);
  });
});
