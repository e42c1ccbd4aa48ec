import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FieldCodec } from './listQuery';
import { type ListPageRules, type ListPageWiring, useListPage } from './useListPage';

const codecs: FieldCodec[] = [
  { key: 'topic', kind: 'select', valueType: 'number' },
  { key: 'category', kind: 'select', valueType: 'number' },
];

let wiring: ListPageWiring | null = null;
let rules: ListPageRules | undefined;

function Probe() {
  wiring = useListPage(codecs, { pageSize: 20 }, rules);
  return null;
}

function setup(initial: string, pageRules?: ListPageRules) {
  wiring = null;
  rules = pageRules;
  const router = createMemoryRouter([{ path: '/list', Component: Probe }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { page: () => wiring!, search: () => router.state.location.search };
}

describe('useListPage', () => {
  it('wires the search form and the pager to the URL-held list', async () => {
    const { page, search } = setup('/list?topic=3&page=2&size=50');
    expect(page().search.value).toEqual({ topic: 3 });
    expect(page().pager(120, true)).toMatchObject({ total: 120, totalAtLeast: true, page: 2, pageSize: 50 });
    await act(async () => page().search.onSubmit({ topic: 4 }));
    expect(search()).toBe('?topic=4&size=50');
    await act(async () => page().pager(120).onChange(3, 50));
    expect(search()).toBe('?topic=4&size=50&page=3');
    await act(async () => page().search.onReset());
    expect(search()).toBe('');
  });

  it("lets the page's own rules decide what a submit and a chip's removal do", async () => {
    const { page, search } = setup('/list?topic=3&category=8', {
      remove: (list, key) =>
        key === 'topic' ? list.setFilters({ topic: undefined, category: undefined }) : list.removeFilter(key),
    });
    await act(async () => page().search.onRemove('topic'));
    expect(search()).toBe('');
  });
});
