import type { MenuItem, RoleListItem } from '@adconsole/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoleEditor } from './RoleEditor';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const menu = (id: number, parent: number | null, title: string): MenuItem => ({
  id,
  parent_id: parent,
  name: `m${id}`,
  path: `/m${id}`,
  external_url: null,
  title_zh: title,
  title_en: title,
  sort: id,
  hidden: false,
  builtin: true,
  groups: [],
});
const MENUS = [menu(1, null, 'Auth'), menu(2, 1, 'Accounts'), menu(3, 1, 'Roles'), menu(4, null, 'Home')];

/** Answers the menu tree and success to every change, recording what each change sent. */
function stubServer() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      if (init.method === 'GET' && path === '/v2/auth/menu') return json({ code: 200, msg: 'success', data: MENUS });
      sent.push({ method: init.method ?? 'GET', path, body: JSON.parse(String(init.body ?? 'null')) });
      return json({ code: 200, msg: 'success', data: { id: 9 } });
    }),
  );
  return sent;
}

function renderEditor(role: RoleListItem | null) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RoleEditor open role={role} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const checkbox = async (key: string) =>
  (await screen.findByTestId(`grant-${key}`))
    .closest('.ant-tree-treenode')
    ?.querySelector('.ant-tree-checkbox') as Element;

afterEach(() => vi.unstubAllGlobals());

describe('RoleEditor', { timeout: 20_000 }, () => {
  it('asks for a name before sending anything', async () => {
    const sent = stubServer();
    renderEditor(null);
    fireEvent.click(screen.getByTestId('role-save'));
    expect(await screen.findByText('Enter the role name')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('creates a role with the leaf menus ticked, submitted with Enter', async () => {
    const sent = stubServer();
    const onClose = renderEditor(null);
    fireEvent.click(await checkbox('m3'));
    fireEvent.click(await checkbox('m4'));
    expect((await checkbox('m1')).className).toContain('ant-tree-checkbox-indeterminate');
    const name = screen.getByTestId('role-name');
    fireEvent.change(name, { target: { value: '  Operators  ' } });
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v2/auth/role',
        body: { name: 'Operators', remark: '', is_admin: false, menu_ids: [3, 4], group_ids: [] },
      },
    ]);
  });

  it('edits the fields, then replaces the grants only when they changed', async () => {
    const sent = stubServer();
    const role: RoleListItem = {
      id: 5,
      name: 'Viewers',
      is_admin: false,
      remark: '',
      create_time: 0,
      user_count: 1,
      menu_ids: [2, 3],
      group_ids: [],
    };
    const onClose = renderEditor(role);
    expect((await checkbox('m1')).className).toContain('ant-tree-checkbox-checked');
    fireEvent.click(await checkbox('m2'));
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { method: 'PUT', path: '/v2/auth/role', body: { id: 5, name: 'Viewers', remark: '', is_admin: false } },
      { method: 'POST', path: '/v2/auth/role/linkRoleMenu', body: { role_id: 5, menu_ids: [3], group_ids: [] } },
    ]);
  });
});
