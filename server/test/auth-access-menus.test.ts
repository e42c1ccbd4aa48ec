import { Code, type MenuItem, type NavNode, type RoleListItem } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncAccessCatalog } from '../src/modules/auth/access-catalog.js';
import { accessIds, answer, ok, userOfRole } from './auth-access-helper.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let as: Record<'admin' | 'operator', InjectSession>;
let ids: Awaited<ReturnType<typeof accessIds>>;

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'operator']);
  ids = await accessIds(server);
});
afterAll(() => server.destroy());

const tree = () => ok<MenuItem[]>(as.admin.call('GET', '/v2/auth/menu'));
const createMenu = (body: object) => answer<{ id: number }>(as.admin.call('POST', '/v2/auth/menu', body));
const editMenu = (body: object) => answer<{ id: number }>(as.admin.call('PUT', '/v2/auth/menu', body));
const edited = (body: object) => ok(as.admin.call('PUT', '/v2/auth/menu', body));
const deleteMenu = (id: number) => answer(as.admin.call('DELETE', `/v2/auth/menu?menu_id=${id}`));
const createRole = async (body: object) => ok<{ id: number }>(as.admin.call('POST', '/v2/auth/role', body));

/** The navigation a session loads (getRoleMenu). */
async function navigation(who: InjectSession): Promise<NavNode[]> {
  const data = await ok<{ menus: NavNode[] }>(
    who.call('GET', `/v2/auth/role/getRoleMenu?user_id=${who.user_id}&role_id=${who.role_id}`),
  );
  return data.menus;
}
const find = (nodes: NavNode[], name: string): NavNode | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const below = find(n.children, name);
    if (below) return below;
  }
  return undefined;
};

describe('the menu tree', () => {
  it('answers every row with titles, order, flags and its groups', async () => {
    const rows = await tree();
    const material = rows.find((m) => m.name === 'material')!;
    expect(material).toMatchObject({
      parent_id: null,
      path: '/material',
      external_url: null,
      title_zh: '素材库',
      title_en: 'Material Library',
      hidden: false,
      builtin: true,
    });
    expect(material.groups.map((g) => g.name)).toContain('material.view');
    expect(material.groups.every((g) => g.builtin)).toBe(true);
    const image = rows.find((m) => m.name === 'material.image')!;
    expect(image.parent_id).toBe(material.id);
    expect(rows.find((m) => m.name === 'audience.create')?.hidden).toBe(true);
    // siblings numbered from 0 in order
    expect(rows.filter((m) => m.parent_id === material.id).map((m) => [m.name, m.sort])).toEqual([
      ['material.image', 0],
      ['material.video', 1],
      ['material.creativeTag', 2],
    ]);
  });

  it("gives rows made before menus had titles the contract's titles at start", async () => {
    const { db } = server.database;
    await db.updateTable('menu').set({ title_zh: '', title_en: '' }).where('name', '=', 'package').execute();
    await syncAccessCatalog(db);
    expect((await tree()).find((m) => m.name === 'package')).toMatchObject({
      title_zh: '推广管理',
      title_en: 'Promotion Management',
    });
  });

  it('is for the menu groups: the operator gets 402', async () => {
    expect((await answer(as.operator.call('GET', '/v2/auth/menu'))).status).toBe(402);
    expect((await answer(as.operator.call('POST', '/v2/auth/menu', { title_zh: 'x', title_en: 'x' }))).status).toBe(
      402,
    );
  });
});

describe('menu edits reach getRoleMenu', () => {
  it('retitles, hides and reorders a builtin menu', async () => {
    const operator = as.operator;
    await edited({ id: ids.menu('material.video'), title_zh: '视频', title_en: 'Videos', sort: 0 });
    let nav = await navigation(operator);
    const material = find(nav, 'material')!;
    expect(material.children.map((n) => n.name)).toEqual(['material.video', 'material.image', 'material.creativeTag']);
    expect(material.children[0]).toMatchObject({ title_zh: '视频', title_en: 'Videos' });

    await edited({ id: ids.menu('material.creativeTag'), hidden: true });
    nav = await navigation(operator);
    expect(find(nav, 'material.creativeTag')?.hidden).toBe(true);

    // a restart's sync keeps what the administrator chose
    await syncAccessCatalog(server.database.db);
    const rows = await tree();
    expect(rows.find((m) => m.name === 'material.video')).toMatchObject({ title_en: 'Videos', sort: 0 });
    expect(rows.find((m) => m.name === 'material.creativeTag')?.hidden).toBe(true);

    await edited({ id: ids.menu('material.creativeTag'), hidden: false });
    await edited({ id: ids.menu('material.video'), sort: 1 });
    nav = await navigation(operator);
    expect(find(nav, 'material')!.children.map((n) => n.name)).toEqual([
      'material.image',
      'material.video',
      'material.creativeTag',
    ]);
  });

  it('adds a grouping menu and an external link, shown to the roles granted the link', async () => {
    const group = await createMenu({ title_zh: '工具', title_en: 'Tools' });
    expect(group.code).toBe(200);
    const link = await createMenu({
      parent_id: group.data.id,
      name: 'tools.docs',
      title_zh: '文档',
      title_en: 'Docs',
      external_url: 'https://example.com/docs',
    });
    expect(link.code).toBe(200);
    const rows = await tree();
    expect(rows.find((m) => m.id === group.data.id)).toMatchObject({
      name: `custom_${group.data.id}`,
      path: '',
      builtin: false,
      parent_id: null,
    });
    expect(rows.find((m) => m.id === link.data.id)).toMatchObject({ name: 'tools.docs', sort: 0 });

    const role = await createRole({ name: 'docs-reader', menu_ids: [ids.menu('home'), link.data.id] });
    const reader = await userOfRole(server, role.id, 'docs-reader');
    const nav = await navigation(reader);
    expect(nav.map((n) => n.name)).toEqual(['home', `custom_${group.data.id}`]);
    expect(nav[1]).toMatchObject({
      title_en: 'Tools',
      children: [{ name: 'tools.docs', external_url: 'https://example.com/docs' }],
    });
    // the operator was not granted them
    expect(find(await navigation(as.operator), 'tools.docs')).toBeUndefined();
  });

  it('moves a builtin menu under another parent (regrouping)', async () => {
    const group = await createMenu({ title_zh: '内容', title_en: 'Content' });
    await edited({ id: ids.menu('material.creativeTag'), parent_id: group.data.id });
    const nav = await navigation(as.admin);
    expect(find(nav, `custom_${group.data.id}`)?.children.map((n) => n.name)).toEqual(['material.creativeTag']);
    expect(find(nav, 'material')?.children.map((n) => n.name)).not.toContain('material.creativeTag');
    // the operator's tick on the tag page now brings the new parent
    expect(find(await navigation(as.operator), `custom_${group.data.id}`)).toBeDefined();
    await edited({ id: ids.menu('material.creativeTag'), parent_id: ids.menu('material'), sort: 2 });
  });

  it("refuses a move under itself, a builtin menu's external url, and a missing parent", async () => {
    const cycle = await editMenu({ id: ids.menu('material'), parent_id: ids.menu('material.image') });
    expect(cycle.status).toBe(400);
    expect(JSON.stringify(cycle.data)).toContain('parent_id');
    const url = await editMenu({ id: ids.menu('home'), external_url: 'https://example.com' });
    expect(url.status).toBe(400);
    expect(JSON.stringify(url.data)).toContain('external_url');
    expect((await createMenu({ parent_id: 999999, title_zh: 'x', title_en: 'x' })).status).toBe(400);
    expect((await editMenu({ id: 999999, hidden: true })).code).toBe(Code.NOT_EXISTS);
    // a page granted as a leaf cannot become a parent (its tick would turn into a parent's)
    const underHome = await createMenu({ parent_id: ids.menu('home'), title_zh: 'x', title_en: 'x' });
    expect(underHome.status).toBe(400);
    expect(underHome.msg).toContain('operator');
    expect((await createMenu({ name: 'home', title_zh: 'x', title_en: 'x' })).code).toBe(Code.NAME_TAKEN);
  });
});

describe('leaf grants', () => {
  it('grants nobody a child added later under a granted parent; the parent turns half checked', async () => {
    const parent = await createMenu({ title_zh: '报表', title_en: 'Reports' });
    const first = await createMenu({
      parent_id: parent.data.id,
      title_zh: '一',
      title_en: 'One',
      external_url: 'https://example.com/1',
    });
    const role = await createRole({ name: 'reports', menu_ids: [parent.data.id, first.data.id] });
    const later = await createMenu({
      parent_id: parent.data.id,
      title_zh: '二',
      title_en: 'Two',
      external_url: 'https://example.com/2',
    });
    const stored = (await ok<RoleListItem[]>(as.admin.call('GET', '/v2/auth/role/list'))).find(
      (r) => r.id === role.id,
    )!;
    expect(stored.menu_ids).toEqual([first.data.id]);
    // half state, as the roles screen derives it: one of the parent's two leaves ticked
    const children = (await tree()).filter((m) => m.parent_id === parent.data.id).map((m) => m.id);
    expect(children.filter((c) => stored.menu_ids.includes(c))).toEqual([first.data.id]);
    expect(children).toContain(later.data.id);
    const who = await userOfRole(server, role.id, 'reports');
    const nav = await navigation(who);
    expect(find(nav, `custom_${parent.data.id}`)?.children.map((n) => n.id)).toEqual([first.data.id]);
  });
});

describe('deleting menus', () => {
  it('refuses a builtin menu', async () => {
    const a = await deleteMenu(ids.menu('home'));
    expect(a).toMatchObject({ code: Code.BUILTIN_LOCKED, data: { name: 'home' } });
  });

  it('refuses a menu with children, groups or roles, naming them; deletes one nothing holds', async () => {
    const parent = await createMenu({ title_zh: '父', title_en: 'Parent' });
    const child = await createMenu({
      parent_id: parent.data.id,
      name: 'held.child',
      title_zh: '子',
      title_en: 'Child',
    });
    const withChild = await deleteMenu(parent.data.id);
    expect(withChild).toMatchObject({
      code: Code.MENU_IN_USE,
      data: { children: ['held.child'], roles: [], groups: [] },
    });
    expect(withChild.msg).toContain('held.child');

    await createRole({ name: 'child-holder', menu_ids: [child.data.id] });
    const withRole = await deleteMenu(child.data.id);
    expect(withRole).toMatchObject({ code: Code.MENU_IN_USE, data: { roles: ['child-holder'] } });

    const lone = await createMenu({ name: 'lone', title_zh: '孤', title_en: 'Lone' });
    await ok(as.admin.call('POST', '/v2/auth/permission_group', { name: 'lone.view', menu_id: lone.data.id }));
    expect(await deleteMenu(lone.data.id)).toMatchObject({ code: Code.MENU_IN_USE, data: { groups: ['lone.view'] } });

    const free = await createMenu({ title_zh: '空', title_en: 'Free' });
    expect((await deleteMenu(free.data.id)).code).toBe(200);
    expect((await tree()).some((m) => m.id === free.data.id)).toBe(false);
  });

  it('lets only administrators delete: a menu editor without the flag gets 403', async () => {
    const role = await createRole({
      name: 'menu-editor',
      menu_ids: [ids.menu('auth.menu')],
      group_ids: [ids.group('auth.menu.view'), ids.group('auth.menu.edit')],
    });
    const editor = await userOfRole(server, role.id, 'menu-editor');
    expect((await answer(editor.call('GET', '/v2/auth/menu'))).status).toBe(200);
    const free = await createMenu({ title_zh: '空', title_en: 'Free' });
    for (const res of [
      editor.call('DELETE', `/v2/auth/menu?menu_id=${free.data.id}`),
      editor.call('PUT', '/v2/auth/menu', { id: free.data.id, hidden: true }),
      editor.call('POST', '/v2/auth/menu', { title_zh: 'x', title_en: 'x' }),
    ]) {
      expect((await answer(res)).status).toBe(403);
    }
  });
});
