import type { RoleListItem, RoleMenuResponse } from '@adconsole/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RolePage from './RolePage';

const ROLES: RoleListItem[] = [
  {
    id: 1,
    name: 'administrator',
    is_admin: true,
    remark: 'everything',
    create_time: 0,
    user_count: 1,
    menu_ids: [],
    group_ids: [],
  },
  {
    id: 2,
    name: 'viewer',
    is_admin: false,
    remark: '',
    create_time: 0,
    user_count: 0,
    menu_ids: [4, 5],
    group_ids: [9],
  },
];

function roleMenu(isAdmin: boolean): RoleMenuResponse {
  return {
    user: { id: 1, login_name: 'x', account_ids: [] },
    role: {
      id: 1,
      name: 'r',
      is_admin: isAdmin,
      menu: [{ name: 'auth.role', permission_group: [{ name: 'auth.role.view' }] }],
    },
    menus: [],
  };
}

function renderPage(isAdmin: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, msg: 'success', data: ROLES }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ({ roleMenu: roleMenu(isAdmin) }), Component: RolePage }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RolePage', { timeout: 20_000 }, () => {
  it('lists the roles with their type and grants, and gives administrators the controls', async () => {
    renderPage(true);
    expect(await screen.findByText('Viewer', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Every menu and group')).toBeTruthy();
    expect(screen.getByText('2 menus, 1 group')).toBeTruthy();
    expect(screen.getByRole('button', { name: /New Role/ })).toBeTruthy();
    expect(screen.getAllByTestId('role-edit')).toHaveLength(2);
  });

  it('shows the list read-only to a role that may only view it', async () => {
    renderPage(false);
    expect(await screen.findByText('Viewer', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New Role/ })).toBeNull();
    expect(screen.queryByTestId('role-edit')).toBeNull();
    expect(screen.queryByTestId('role-delete')).toBeNull();
  });
});
