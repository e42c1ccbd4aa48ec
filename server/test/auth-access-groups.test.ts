import { Code, type PermissionGroupItem, type PermissionItem, type UserAccess } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncAccessCatalog } from '../src/modules/auth/access-catalog.js';
import { accessIds, answer, ok, userOfRole } from './auth-access-helper.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let as: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let ids: Awaited<ReturnType<typeof accessIds>>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer']);
  ids = await accessIds(server);
});
afterAll(() => server.destroy());

const groups = (search: object = {}) =>
  ok<{ total: number; list: PermissionGroupItem[] }>(as.admin.call('PUT', '/v2/auth/permission_group/list', search));
const permissions = (query = '') => ok<PermissionItem[]>(as.admin.call('GET', `/v2/auth/permission${query}`));
const createRole = async (body: object) => ok<{ id: number }>(as.admin.call('POST', '/v2/auth/role', body));
const listImages = (who: InjectSession) =>
  answer(who.call('POST', '/v1/material/list', { type: 1, status: 1, page_no: 1, page_size: 5 }));

describe('permission groups', () => {
  it('searches by menu and name with a body, paged, with counts', async () => {
    const page = await groups({ menu_id: ids.menu('material'), page_no: 1, page_size: 2 });
    expect(page.total).toBe(5);
    expect(page.list).toHaveLength(2);
    const byName = await groups({ name: 'TAG.' });
    expect(byName.list.map((g) => g.name).sort()).toEqual(['tag.add', 'tag.delete', 'tag.edit', 'tag.view']);
    const view = byName.list.find((g) => g.name === 'tag.view')!;
    // the tag list and its CSV export
    expect(view).toMatchObject({ builtin: true, menu_name: 'material.creativeTag', permission_count: 2 });
    // the administrator (granted every group at the first start), operator, advertiser and viewer
    expect(view.role_count).toBe(4);
  });

  it("creates, edits and deletes an administrator's group; refuses a taken name", async () => {
    const created = await ok<{ id: number }>(
      as.admin.call('POST', '/v2/auth/permission_group', {
        name: 'digest.view',
        menu_id: ids.menu('home'),
        remark: 'r',
      }),
    );
    expect(
      (
        await answer(
          as.admin.call('POST', '/v2/auth/permission_group', { name: 'digest.view', menu_id: ids.menu('home') }),
        )
      ).code,
    ).toBe(Code.NAME_TAKEN);
    await ok(as.admin.call('PUT', '/v2/auth/permission_group', { id: created.id, name: 'digest.read', remark: 'x' }));
    expect((await groups({ name: 'digest.read' })).list[0]).toMatchObject({
      remark: 'x',
      builtin: false,
      menu_name: 'home',
    });
    await ok(as.admin.call('DELETE', `/v2/auth/permission_group?id=${created.id}`));
    expect((await groups({ name: 'digest.read' })).total).toBe(0);
    const badMenu = await answer(as.admin.call('POST', '/v2/auth/permission_group', { name: 'x.y', menu_id: 999999 }));
    expect(badMenu.status).toBe(400);
  });

  it('refuses renaming or deleting a builtin group, and deleting a group in use, naming the roles', async () => {
    const rename = await answer(
      as.admin.call('PUT', '/v2/auth/permission_group', { id: ids.group('tag.view'), name: 'tags.read' }),
    );
    expect(rename).toMatchObject({ code: Code.BUILTIN_LOCKED, data: { name: 'tag.view' } });
    const del = await answer(as.admin.call('DELETE', `/v2/auth/permission_group?id=${ids.group('tag.view')}`));
    expect(del.code).toBe(Code.BUILTIN_LOCKED);

    const custom = await ok<{ id: number }>(
      as.admin.call('POST', '/v2/auth/permission_group', { name: 'held.group', menu_id: ids.menu('home') }),
    );
    await createRole({ name: 'group-holder', group_ids: [custom.id] });
    const inUse = await answer(as.admin.call('DELETE', `/v2/auth/permission_group?id=${custom.id}`));
    expect(inUse).toMatchObject({
      code: Code.GROUP_IN_USE,
      data: { id: custom.id, roles: ['group-holder'], permissions: [] },
    });
    expect(inUse.msg).toContain('group-holder');
  });

  it('lets only administrators change groups', async () => {
    const role = await createRole({
      name: 'group-editor',
      menu_ids: [ids.menu('auth.menu')],
      group_ids: [ids.group('auth.menu.view'), ids.group('auth.menu.edit')],
    });
    const editor = await userOfRole(server, role.id, 'group-editor');
    expect((await answer(editor.call('PUT', '/v2/auth/permission_group/list', {}))).status).toBe(200);
    for (const res of [
      editor.call('POST', '/v2/auth/permission_group', { name: 'sneaky', menu_id: ids.menu('home') }),
      editor.call('PUT', '/v2/auth/permission_group', { id: ids.group('tag.view'), remark: 'x' }),
      editor.call('DELETE', `/v2/auth/permission_group?id=${ids.group('tag.view')}`),
      editor.call('POST', '/v2/auth/relation/menu_permission', { menu_id: ids.menu('home'), group_ids: [1] }),
      editor.call('POST', '/v2/auth/permission', { group_id: 1, method: 'GET', path: '/v2/x' }),
    ]) {
      expect((await answer(res)).status).toBe(403);
    }
    expect((await answer(as.operator.call('PUT', '/v2/auth/permission_group/list', {}))).status).toBe(402);
  });

  it("hangs groups under a menu (relation/menu_permission): the guard's 402 follows the group's menu", async () => {
    // a role with the image library (and so the material parent) and material.view lists images
    const role = await createRole({
      name: 'moved-group',
      menu_ids: [ids.menu('material.image')],
      group_ids: [ids.group('material.view')],
    });
    const who = await userOfRole(server, role.id, 'moved-group');
    expect((await listImages(who)).status).toBe(200);
    const moved = await ok<{ ids: number[] }>(
      as.admin.call('POST', '/v2/auth/relation/menu_permission', {
        menu_id: ids.menu('material.video'),
        group_ids: [ids.group('material.view')],
      }),
    );
    expect(moved.ids).toEqual([ids.group('material.view')]);
    expect((await groups({ name: 'material.view' })).list[0]?.menu_name).toBe('material.video');
    expect(await listImages(who)).toMatchObject({ status: 402, code: Code.NO_PAGE });
    const missing = await answer(
      as.admin.call('POST', '/v2/auth/relation/menu_permission', {
        menu_id: ids.menu('material'),
        group_ids: [999999],
      }),
    );
    expect(missing).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [999999] } });
    await ok(
      as.admin.call('POST', '/v2/auth/relation/menu_permission', {
        menu_id: ids.menu('material'),
        group_ids: [ids.group('material.view')],
      }),
    );
    expect((await listImages(who)).status).toBe(200);
  });
});

describe('permissions', () => {
  it('lists the calls of a group and of a menu', async () => {
    const tagView = await permissions(`?group_id=${ids.group('tag.view')}`);
    expect(tagView.map((p) => `${p.method} ${p.path}`)).toEqual(['GET /v1/tag/export', 'GET /v1/tag/list']);
    expect(tagView[0]).toMatchObject({ builtin: true, group_name: 'tag.view' });
    const underTags = await permissions(`?menu_id=${ids.menu('material.creativeTag')}`);
    expect(underTags.length).toBe(5);
    expect((await permissions('?path=tag/ad')).map((p) => p.path)).toEqual(['/v1/tag/add']);
  });

  it('moves a builtin permission to another group: the guard follows at once and after a restart', async () => {
    const [add] = await permissions(`?group_id=${ids.group('tag.add')}`);
    const tag = { name: `guarded-${Date.now()}`, type: 1 };
    const addTag = (who: InjectSession) => answer(who.call('POST', '/v1/tag/add', tag));
    // the viewer has the tag page and tag.view, not tag.add
    expect((await addTag(as.viewer)).status).toBe(403);
    await ok(as.admin.call('PUT', '/v2/auth/permission', { id: add!.id, group_id: ids.group('tag.view') }));
    expect((await addTag(as.viewer)).status).not.toBe(403);
    await syncAccessCatalog(server.database.db);
    expect((await permissions(`?group_id=${ids.group('tag.view')}`)).map((p) => p.path)).toContain('/v1/tag/add');
    await ok(as.admin.call('PUT', '/v2/auth/permission', { id: add!.id, group_id: ids.group('tag.add') }));
    expect((await addTag(as.viewer)).status).toBe(403);
  });

  it("creates, edits and deletes an administrator's permission; builtin ones are locked", async () => {
    const created = await ok<{ id: number }>(
      as.admin.call('POST', '/v2/auth/permission', {
        group_id: ids.group('tag.view'),
        method: 'GET',
        path: '/v2/digest/export',
        remark: 'planned',
      }),
    );
    const taken = await answer(
      as.admin.call('POST', '/v2/auth/permission', {
        group_id: ids.group('tag.view'),
        method: 'GET',
        path: '/v1/tag/list',
      }),
    );
    expect(taken).toMatchObject({ code: Code.NAME_TAKEN, data: { names: ['GET /v1/tag/list'] } });
    await ok(as.admin.call('PUT', '/v2/auth/permission', { id: created.id, path: '/v2/digest/csv', remark: 'r' }));
    expect((await permissions('?path=digest')).map((p) => [p.path, p.remark, p.builtin])).toEqual([
      ['/v2/digest/csv', 'r', false],
    ]);
    await ok(as.admin.call('DELETE', `/v2/auth/permission?id=${created.id}`));
    expect(await permissions('?path=digest')).toEqual([]);

    const list = (await permissions(`?group_id=${ids.group('tag.view')}`)).find((p) => p.path === '/v1/tag/list');
    const repath = await answer(as.admin.call('PUT', '/v2/auth/permission', { id: list!.id, path: '/v1/tag/other' }));
    expect(repath).toMatchObject({ code: Code.BUILTIN_LOCKED, data: { name: 'GET /v1/tag/list' } });
    expect((await answer(as.admin.call('DELETE', `/v2/auth/permission?id=${list!.id}`))).code).toBe(
      Code.BUILTIN_LOCKED,
    );
    // a call open to every session keeps its access
    const open = await answer(
      as.admin.call('POST', '/v2/auth/permission', {
        group_id: ids.group('tag.view'),
        method: 'GET',
        path: '/v1/tag/tree/get',
      }),
    );
    expect(open.status).toBe(400);
    expect(JSON.stringify(open.data)).toContain('path');
    expect((await answer(as.admin.call('DELETE', '/v2/auth/permission?id=999999'))).code).toBe(Code.NOT_EXISTS);
  });

  it('holds a group that has permissions', async () => {
    const custom = await ok<{ id: number }>(
      as.admin.call('POST', '/v2/auth/permission_group', { name: 'with.calls', menu_id: ids.menu('home') }),
    );
    await ok(
      as.admin.call('POST', '/v2/auth/permission', { group_id: custom.id, method: 'POST', path: '/v2/some/call' }),
    );
    const held = await answer(as.admin.call('DELETE', `/v2/auth/permission_group?id=${custom.id}`));
    expect(held).toMatchObject({ code: Code.GROUP_IN_USE, data: { roles: [], permissions: ['POST /v2/some/call'] } });
  });
});

describe('effective access', () => {
  const access = (who: InjectSession, userId: number) =>
    answer<UserAccess>(who.call('GET', `/v2/auth/user/access?user_id=${userId}`));

  it("explains the advertiser's menus, groups, accounts and navigation", async () => {
    const a = await access(as.admin, as.advertiser.user_id);
    expect(a.code).toBe(200);
    const data = a.data;
    expect(data.user).toMatchObject({ id: as.advertiser.user_id, shareid: 'advertiser', enabled: true });
    expect(data.role).toMatchObject({ name: 'advertiser', is_admin: false });
    const menu = (name: string) => data.menus.find((m) => m.name === name);
    expect(menu('auth.account')).toMatchObject({ source: 'granted', implied_by: [] });
    expect(menu('auth')).toMatchObject({
      source: 'implied',
      implied_by: ['auth.account'],
      title_en: 'Auth Administration',
    });
    expect(menu('material')?.implied_by.sort()).toEqual(['material.creativeTag', 'material.image', 'material.video']);
    expect(menu('auth.user')).toBeUndefined();
    expect(data.groups.find((g) => g.name === 'auth.account.view')).toMatchObject({
      source: 'granted',
      menu_name: 'auth.account',
      menu_missing: false,
    });
    expect(data.all_accounts).toBe(false);
    expect(data.accounts.map((x) => x.account_name).sort()).toEqual(['Galaxy Games', 'Orchid Shopping']);
    const auth = data.navigation.find((n) => n.name === 'auth');
    expect(auth?.children.map((n) => n.name)).toEqual(['auth.account']);
  });

  it("marks a group whose menu the role lacks, and an administrator's access as given by the role", async () => {
    const role = await createRole({
      name: 'group-no-menu',
      menu_ids: [ids.menu('home')],
      group_ids: [ids.group('tag.view')],
    });
    const who = await userOfRole(server, role.id, 'group-no-menu');
    const data = (await access(as.admin, who.user_id)).data;
    expect(data.groups).toEqual([
      {
        id: ids.group('tag.view'),
        name: 'tag.view',
        menu_name: 'material.creativeTag',
        source: 'granted',
        menu_missing: true,
      },
    ]);
    const admin = (await access(as.admin, as.admin.user_id)).data;
    expect(admin.role.is_admin).toBe(true);
    expect(admin.all_accounts).toBe(true);
    expect(admin.menus.every((m) => m.source === 'admin')).toBe(true);
    expect(admin.groups.length).toBeGreaterThan(20);
  });

  it('is read within the directory scope: a missing user, another scope, or no user menu are refused', async () => {
    expect((await access(as.admin, 999999)).code).toBe(Code.NOT_EXISTS);
    expect((await access(as.operator, as.operator.user_id)).status).toBe(402);
    const role = await createRole({
      name: 'user-viewer',
      menu_ids: [ids.menu('auth.user')],
      group_ids: [ids.group('auth.user.view')],
    });
    const viewer = await userOfRole(server, role.id, 'user-viewer');
    expect((await access(viewer, viewer.user_id)).code).toBe(200);
    // linked to no account: nobody else is in its scope, and an administrator never is
    expect((await access(viewer, as.advertiser.user_id)).status).toBe(403);
    expect((await access(viewer, as.admin.user_id)).status).toBe(403);
  });
});
