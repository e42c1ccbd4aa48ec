import { Code, type RoleListItem } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessIds, answer, ok, userOfRole } from './auth-access-helper.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let as: Record<'admin' | 'operator' | 'advertiser', InjectSession>;
let ids: Awaited<ReturnType<typeof accessIds>>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator', 'advertiser']);
  ids = await accessIds(server);
});
afterAll(() => server.destroy());

const roles = async () => ok<RoleListItem[]>(as.admin.call('GET', '/v2/auth/role/list'));
const createRole = (body: object, who = as.admin) => answer<{ id: number }>(who.call('POST', '/v2/auth/role', body));
const link = (body: object) => answer<{ id: number }>(as.admin.call('POST', '/v2/auth/role/linkRoleMenu', body));

describe('the role list', () => {
  it('answers each role with its remark, user count and leaf grants', async () => {
    const list = await roles();
    const operator = list.find((r) => r.name === 'operator')!;
    expect(operator).toMatchObject({ is_admin: false, user_count: 1 });
    expect(operator.remark).toContain('ad operations');
    // stored on leaves: the image library, not the material parent
    expect(operator.menu_ids).toContain(ids.menu('material.image'));
    expect(operator.menu_ids).not.toContain(ids.menu('material'));
    expect(operator.group_ids).toContain(ids.group('material.view'));
    expect(list.find((r) => r.name === 'administrator')).toMatchObject({ is_admin: true, user_count: 1 });
  });
});

describe('create, edit, delete and grants', () => {
  it('creates a role with leaf grants, dropping parents sent along', async () => {
    const created = await createRole({
      name: 'tagger',
      remark: 'tags only',
      menu_ids: [ids.menu('material'), ids.menu('material.creativeTag')],
      group_ids: [ids.group('tag.view')],
    });
    expect(created.code).toBe(200);
    const role = (await roles()).find((r) => r.id === created.data.id)!;
    expect(role).toMatchObject({ name: 'tagger', remark: 'tags only', is_admin: false, user_count: 0 });
    expect(role.menu_ids).toEqual([ids.menu('material.creativeTag')]);
    expect(role.group_ids).toEqual([ids.group('tag.view')]);
  });

  it('refuses a taken name, unknown menus or groups, and a missing role', async () => {
    expect(await createRole({ name: 'operator' })).toMatchObject({
      code: Code.NAME_TAKEN,
      data: { names: ['operator'] },
    });
    expect(await createRole({ name: 'ghost', menu_ids: [999999], group_ids: [888888] })).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { menu_ids: [999999], group_ids: [888888] },
    });
    expect((await answer(as.admin.call('PUT', '/v2/auth/role', { id: 999999, name: 'x' }))).code).toBe(Code.NOT_EXISTS);
    expect((await answer(as.admin.call('DELETE', '/v2/auth/role?id=999999'))).code).toBe(Code.NOT_EXISTS);
    expect((await link({ role_id: 999999, menu_ids: [], group_ids: [] })).code).toBe(Code.NOT_EXISTS);
    expect((await createRole({ name: '' })).status).toBe(400);
  });

  it('edits name, remark and the administrator flag; deletes a role nobody holds', async () => {
    const { data } = await createRole({ name: 'temp-role' });
    await ok(as.admin.call('PUT', '/v2/auth/role', { id: data.id, name: 'temp-role-2', remark: 'r', is_admin: true }));
    expect((await roles()).find((r) => r.id === data.id)).toMatchObject({
      name: 'temp-role-2',
      remark: 'r',
      is_admin: true,
    });
    await ok(as.admin.call('DELETE', `/v2/auth/role?id=${data.id}`));
    expect((await roles()).some((r) => r.id === data.id)).toBe(false);
  });

  it('replaces grants through linkRoleMenu', async () => {
    const { data } = await createRole({ name: 'relinked', menu_ids: [ids.menu('home')] });
    const linked = await link({
      role_id: data.id,
      menu_ids: [ids.menu('audience'), ids.menu('audience.index')],
      group_ids: [ids.group('audience.view')],
    });
    expect(linked).toMatchObject({ code: 200, data: { id: data.id } });
    const role = (await roles()).find((r) => r.id === data.id)!;
    expect(role.menu_ids).toEqual([ids.menu('audience.index')]);
    expect(role.group_ids).toEqual([ids.group('audience.view')]);
  });
});

describe('safety', () => {
  it('lets only administrators change roles: 402 without the menu, 403 with the edit group but no admin flag', async () => {
    expect((await createRole({ name: 'by-operator' }, as.operator)).status).toBe(402);
    const { data } = await createRole({
      name: 'role-editor',
      menu_ids: [ids.menu('auth.role')],
      group_ids: [ids.group('auth.role.view'), ids.group('auth.role.edit')],
    });
    const editor = await userOfRole(server, data.id, 'role-editor');
    expect((await answer(editor.call('GET', '/v2/auth/role/list'))).code).toBe(200);
    for (const res of [
      editor.call('POST', '/v2/auth/role', { name: 'self-made', is_admin: true }),
      editor.call('PUT', '/v2/auth/role', { id: data.id, is_admin: true }),
      editor.call('POST', '/v2/auth/role/linkRoleMenu', { role_id: data.id, menu_ids: [], group_ids: [] }),
      editor.call('DELETE', `/v2/auth/role?id=${data.id}`),
    ]) {
      const a = await answer(res);
      expect(a.status).toBe(403);
      expect(a.msg).toContain('no operation permission');
    }
  });

  it('refuses deleting a role with users, naming the count', async () => {
    const operator = (await roles()).find((r) => r.name === 'operator')!;
    const a = await answer(as.admin.call('DELETE', `/v2/auth/role?id=${operator.id}`));
    expect(a).toMatchObject({ code: Code.ROLE_HAS_USERS, data: { id: operator.id, user_count: 1 } });
    expect(a.msg).toContain('1 user');
  });

  it("refuses taking the administrator flag off one's own role", async () => {
    const adminRole = (await roles()).find((r) => r.name === 'administrator')!;
    const a = await answer(as.admin.call('PUT', '/v2/auth/role', { id: adminRole.id, is_admin: false }));
    expect(a).toMatchObject({ code: Code.OWN_USER, data: { id: adminRole.id } });
    expect((await roles()).find((r) => r.id === adminRole.id)?.is_admin).toBe(true);
  });

  it('lets an administrator demote another administrator role, never their own', async () => {
    const { data } = await createRole({ name: 'second-admins', is_admin: true });
    const second = await userOfRole(server, data.id, 'second-admin');
    expect((await answer(second.call('PUT', '/v2/auth/role', { id: data.id, is_admin: false }))).code).toBe(
      Code.OWN_USER,
    );
    await ok(as.admin.call('PUT', '/v2/auth/role', { id: data.id, is_admin: false }));
    // the demoted user's next call is judged by the new flag: no auth menu, so 402
    expect((await answer(second.call('GET', '/v2/auth/role/list'))).status).toBe(402);
  });
});

describe('changes take effect on the next call', () => {
  const listImages = (who: InjectSession) =>
    answer(who.call('POST', '/v1/material/list', { type: 1, status: 1, page_no: 1, page_size: 5 }));

  it('a role losing a group gets 403 on its calls, losing the menu 402', async () => {
    const { data } = await createRole({
      name: 'shifting',
      menu_ids: [ids.menu('material.image')],
      group_ids: [ids.group('material.view')],
    });
    const who = await userOfRole(server, data.id, 'shifting');
    expect((await listImages(who)).status).toBe(200);

    await link({ role_id: data.id, menu_ids: [ids.menu('material.image')], group_ids: [] });
    const lostGroup = await listImages(who);
    expect(lostGroup).toMatchObject({ status: 403, code: Code.FORBIDDEN });

    await link({ role_id: data.id, menu_ids: [ids.menu('home')], group_ids: [ids.group('material.view')] });
    const lostMenu = await listImages(who);
    expect(lostMenu).toMatchObject({ status: 402, code: Code.NO_PAGE });

    // and back: the parent comes from the leaf again
    await link({ role_id: data.id, menu_ids: [ids.menu('material.video')], group_ids: [ids.group('material.view')] });
    expect((await listImages(who)).status).toBe(200);
  });
});
