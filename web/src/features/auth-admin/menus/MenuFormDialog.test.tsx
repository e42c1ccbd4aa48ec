import type { MenuItem } from '@adconsole/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MenuDialogTarget, MenuFormDialog } from './MenuFormDialog';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const ROWS: MenuItem[] = [
  {
    id: 1,
    parent_id: null,
    name: 'auth',
    path: '/auth',
    external_url: null,
    title_zh: '权限管理',
    title_en: 'Auth Administration',
    sort: 0,
    hidden: false,
    builtin: true,
    groups: [],
  },
];

function stubServer() {
  const sent: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', body: JSON.parse(String(init.body ?? 'null')) });
      return json({ code: 200, msg: 'success', data: { id: 9 } });
    }),
  );
  return sent;
}

function renderDialog(target: MenuDialogTarget) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MenuFormDialog target={target} rows={ROWS} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

// antd's Input reports one Enter per key press: down, then up
function pressEnter(testId: string) {
  const input = screen.getByTestId(testId);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

afterEach(() => vi.unstubAllGlobals());

describe('MenuFormDialog', { timeout: 20_000 }, () => {
  it('adds an external link under its parent once both titles and an http(s) address are given', async () => {
    const sent = stubServer();
    const onClose = renderDialog({ mode: 'add', kind: 'link', parentId: 1 });
    fireEvent.change(screen.getByTestId('menu-title-zh'), { target: { value: '帮助' } });
    fireEvent.change(screen.getByTestId('menu-title-en'), { target: { value: 'Help' } });
    fireEvent.change(screen.getByTestId('menu-url'), { target: { value: 'ftp://example.com' } });
    pressEnter('menu-url');
    expect(await screen.findByText('Enter an address starting with http:// or https://')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByTestId('menu-url'), { target: { value: ' https://help.example.com ' } });
    pressEnter('menu-url');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          parent_id: 1,
          title_zh: '帮助',
          title_en: 'Help',
          hidden: false,
          external_url: 'https://help.example.com',
        },
      },
    ]);
  });

  it('edits a builtin page without offering a link, and asks for its titles', async () => {
    const sent = stubServer();
    const onClose = renderDialog({ mode: 'edit', menu: ROWS[0]! });
    expect(screen.queryByTestId('menu-url')).toBeNull();
    fireEvent.change(screen.getByTestId('menu-title-en'), { target: { value: ' ' } });
    pressEnter('menu-title-en');
    expect(await screen.findByText('Enter the title')).toBeTruthy();
    fireEvent.change(screen.getByTestId('menu-title-en'), { target: { value: 'Access' } });
    pressEnter('menu-title-en');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: { id: 1, title_zh: '权限管理', title_en: 'Access', hidden: false },
      },
    ]);
  });
});
