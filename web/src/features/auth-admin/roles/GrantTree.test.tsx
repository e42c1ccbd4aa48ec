import type { MenuItem } from '@adconsole/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GrantTree } from './GrantTree';
import type { Grants } from './grantTree';

const menu = (id: number, parent: number | null, sort: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  parent_id: parent,
  name: `m${id}`,
  path: `/m${id}`,
  external_url: null,
  title_zh: `菜单${id}`,
  title_en: `Menu ${id}`,
  sort,
  hidden: false,
  builtin: true,
  groups: [],
  ...extra,
});
const menus = [
  menu(1, null, 0, { path: '/auth', title_en: 'Auth' }),
  menu(2, 1, 0, {
    title_en: 'Accounts',
    groups: [
      { id: 20, name: 'auth.account.view', remark: '', builtin: true },
      { id: 21, name: 'auth.account.edit', remark: '', builtin: true },
    ],
  }),
  menu(3, 1, 1, { title_en: 'Roles' }),
  menu(4, null, 1, { title_en: 'Home' }),
];

// the checkbox of a node: the row around its title
const checkbox = (key: string) =>
  screen.getByTestId(`grant-${key}`).closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox') as Element;

function renderTree(value: Grants) {
  const onChange = vi.fn();
  render(<GrantTree menus={menus} value={value} onChange={onChange} />);
  return onChange;
}

describe('GrantTree', { timeout: 20_000 }, () => {
  it('titles menus in the current language and shows a parent half-checked when some children are granted', () => {
    renderTree({ menuIds: [3], groupIds: [] });
    expect(screen.getByText('Accounts')).toBeTruthy();
    expect(checkbox('m3').className).toContain('ant-tree-checkbox-checked');
    expect(checkbox('m1').className).toContain('ant-tree-checkbox-indeterminate');
    expect(checkbox('m2').className).not.toContain('ant-tree-checkbox-checked');
    expect(checkbox('m4').className).not.toContain('ant-tree-checkbox-checked');
  });

  it('shows a parent checked when every child is granted', () => {
    renderTree({ menuIds: [2, 3], groupIds: [20, 21] });
    expect(checkbox('m1').className).toContain('ant-tree-checkbox-checked');
    expect(checkbox('m2').className).toContain('ant-tree-checkbox-checked');
  });

  it('sends the leaf ids when a parent is ticked, never the parent itself', () => {
    const onChange = renderTree({ menuIds: [], groupIds: [] });
    fireEvent.click(checkbox('m1'));
    expect(onChange).toHaveBeenLastCalledWith({ menuIds: [2, 3], groupIds: [20, 21] });
  });

  it('brings a menu in with one of its groups', () => {
    const onChange = renderTree({ menuIds: [], groupIds: [] });
    fireEvent.click(checkbox('g20'));
    expect(onChange).toHaveBeenLastCalledWith({ menuIds: [2], groupIds: [20] });
  });
});
