import { describe, expect, it } from 'vitest';
import {
  checkedKeysOf,
  type GrantMenu,
  grantNodes,
  grantsOf,
  isDestructiveGroup,
  nodeState,
  withoutImplicitDestructive,
} from './grantTree';

// auth (1) > account (2, groups 20, 21), role (3, no groups); plus home (4) on its own and auth's own group 10
const menus: GrantMenu[] = [
  {
    id: 1,
    title: 'Auth',
    groups: [{ id: 10, title: 'auth.view' }],
    children: [
      {
        id: 2,
        title: 'Accounts',
        children: [],
        groups: [
          { id: 20, title: 'a.view' },
          { id: 21, title: 'a.edit' },
        ],
      },
      { id: 3, title: 'Roles', children: [], groups: [] },
    ],
  },
  { id: 4, title: 'Home', children: [], groups: [] },
];
const nodes = grantNodes(menus);

describe('grant tree', () => {
  it('sends the ticked leaves: groups, and menus without child menus that have anything ticked', () => {
    // what antd reports when the whole of auth is ticked: parents included
    expect(grantsOf(nodes, ['m1', 'm2', 'g20', 'g21', 'm3', 'g10'])).toEqual({
      menuIds: [2, 3],
      groupIds: [10, 20, 21],
    });
    // one group of a menu brings its page; the parent is never sent
    expect(grantsOf(nodes, ['g20', 'm4'])).toEqual({ menuIds: [2, 4], groupIds: [20] });
    expect(grantsOf(nodes, [])).toEqual({ menuIds: [], groupIds: [] });
  });

  it('hands the Tree only leaves, so parents are derived: half-checked when some children are granted', () => {
    const checked = checkedKeysOf(nodes, { menuIds: [2, 3], groupIds: [20] });
    // menu 2 has groups: it shows through them, or the Tree would tick both
    expect(checked.sort()).toEqual(['g20', 'm3']);
    const ticked = new Set(checked);
    expect(nodeState(nodes[0]!, ticked)).toBe('half');
    expect(nodeState(nodes[0]!.children[0]!, ticked)).toBe('half');
    expect(nodeState(nodes[0]!.children[1]!, ticked)).toBe('checked');
    expect(nodeState(nodes[1]!, ticked)).toBe('none');
  });

  it('leaves a menu added later under a fully granted parent unticked', () => {
    const grants = { menuIds: [2, 3], groupIds: [10, 20, 21] };
    expect(nodeState(nodes[0]!, new Set(checkedKeysOf(nodes, grants)))).toBe('checked');
    const later = grantNodes([
      { ...menus[0]!, children: [...menus[0]!.children, { id: 5, title: 'Menus', children: [], groups: [] }] },
    ]);
    const ticked = new Set(checkedKeysOf(later, grants));
    expect(ticked.has('m5')).toBe(false);
    expect(nodeState(later[0]!, ticked)).toBe('half');
    // saving without a change keeps the same grants, the new menu still out
    expect(grantsOf(later, [...ticked])).toEqual(grants);
  });

  it('does not pass a stored menu that has since gained children, which would tick them all', () => {
    expect(checkedKeysOf(nodes, { menuIds: [1], groupIds: [] })).toEqual([]);
  });
});

describe('destructive groups take their own tick', () => {
  // materials (5) with view (50), delete (51) and review (52)
  const library = grantNodes([
    {
      id: 5,
      title: 'Materials',
      children: [],
      groups: [
        { id: 50, title: 'View', code: 'material.view' },
        { id: 51, title: 'Delete', code: 'material.delete' },
        { id: 52, title: 'Review', code: 'material.review' },
      ],
    },
  ]);

  it('knows delete and review groups by their key', () => {
    expect(isDestructiveGroup('material.delete')).toBe(true);
    expect(isDestructiveGroup('material.review')).toBe(true);
    expect(isDestructiveGroup('material.view')).toBe(false);
    expect(isDestructiveGroup(undefined)).toBe(false);
  });

  it('a tick on the menu grants its other groups, not delete or review', () => {
    const after = withoutImplicitDestructive(library, 'm5', [], ['m5', 'g50', 'g51', 'g52']);
    expect(grantsOf(library, after)).toEqual({ menuIds: [5], groupIds: [50] });
  });

  it('keeps a destructive group ticked before, and one ticked on its own', () => {
    expect(withoutImplicitDestructive(library, 'm5', ['g51'], ['m5', 'g50', 'g51', 'g52'])).toEqual([
      'm5',
      'g50',
      'g51',
    ]);
    expect(withoutImplicitDestructive(library, 'g52', ['g50'], ['g50', 'g52'])).toEqual(['g50', 'g52']);
  });
});
