import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FieldCodec } from './listQuery';
import { type ListQuery, useListQuery } from './useListQuery';

const codecs: FieldCodec[] = [
  { key: 'name', kind: 'text' },
  { key: 'status', kind: 'select', valueType: 'number', defaultValue: 1 },
];
const defaults = { pageSize: 20 };

let list: ListQuery | null = null;
function Probe() {
  list = useListQuery(codecs, defaults);
  return null;
}

function setup(initial: string) {
  list = null;
  const router = createMemoryRouter([{ path: '/table', Component: Probe }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, list: () => list!, search: () => router.state.location.search };
}

describe('useListQuery', () => {
  it('reads the list state from the URL query (a shared link opens the same list)', () => {
    const { list } = setup('/table?name=banner&status=0&page=3&size=50');
    expect(list().filters).toEqual({ name: 'banner', status: 0 });
    expect(list().page).toBe(3);
    expect(list().pageSize).toBe(50);
  });

  it('returns to page 1 when a filter changes, and writes the filter into the URL', async () => {
    const { list, search } = setup('/table?page=4');
    await act(async () => list().setFilters({ name: 'splash' }));
    expect(search()).toBe('?name=splash');
    expect(list().page).toBe(1);
    await act(async () => list().setPage(2, 20));
    expect(search()).toBe('?name=splash&page=2');
    await act(async () => list().removeFilter('name'));
    expect(search()).toBe('');
    // a filter with a default is written as cleared on purpose
    await act(async () => list().removeFilter('status'));
    expect(search()).toBe('?status=');
    expect(list().filters.status).toBeUndefined();
    await act(async () => list().reset());
    expect(search()).toBe('');
  });

  it('builds each change on the one before, even from an old handler', async () => {
    const { list, search } = setup('/table');
    const old = list();
    await act(async () => {
      old.setPage(1, 50);
      old.setFilters({ status: 0 });
    });
    expect(search()).toBe('?size=50&status=0');
  });
});
