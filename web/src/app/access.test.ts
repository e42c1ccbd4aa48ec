import type { RoleMenuResponse } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { computeAccess } from './access';

const roleMenu = (isAdmin: boolean): RoleMenuResponse => ({
  user: { id: 2, login_name: 'operator', account_ids: [1, 2] },
  role: {
    id: 2,
    name: 'operator',
    is_admin: isAdmin,
    menu: [
      { name: 'material.image', permission_group: [{ name: 'material.view' }, { name: 'material.upload' }] },
      { name: 'material.creativeTag', permission_group: [{ name: 'tag.view' }] },
    ],
  },
  menus: [
    {
      id: 1,
      name: 'material',
      path: '/material',
      hidden: false,
      external_url: null,
      children: [
        { id: 2, name: 'material.image', path: '/material/image', hidden: false, external_url: null, children: [] },
      ],
    },
  ],
});

describe('computeAccess', () => {
  it('grants exactly the permission groups of the role menus', () => {
    const access = computeAccess(roleMenu(false));
    expect(access.has('material.upload')).toBe(true);
    expect(access.has('tag.add')).toBe(false);
    expect(access.can['material.upload']).toBe(true);
    expect(access.can['tag.add']).toBe(false);
    expect(access.can['audience.create']).toBe(false);
  });

  it('knows the pages from the auth list and the navigation tree', () => {
    const access = computeAccess(roleMenu(false));
    expect(access.hasMenu('material')).toBe(true);
    expect(access.hasMenu('material.creativeTag')).toBe(true);
    expect(access.hasMenu('auth.user')).toBe(false);
  });

  it('lets an administrator open every page but still reads groups from the role', () => {
    const access = computeAccess(roleMenu(true));
    expect(access.isAdmin).toBe(true);
    expect(access.hasMenu('auth.user')).toBe(true);
    expect(access.has('auth.user.edit')).toBe(false);
  });

  it('allows nothing when signed out', () => {
    const access = computeAccess(null);
    expect(access.hasMenu('home')).toBe(false);
    expect(Object.values(access.can).some(Boolean)).toBe(false);
  });
});
