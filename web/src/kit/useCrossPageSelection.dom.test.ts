import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCrossPageSelection } from './useCrossPageSelection';

interface Row {
  id: number;
  name: string;
}
const page1: Row[] = [
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
];
const page2: Row[] = [
  { id: 3, name: 'c' },
  { id: 4, name: 'd' },
];

function pick(hook: { current: ReturnType<typeof useCrossPageSelection<Row>> }, rows: Row[], chosen: Row[]) {
  const onChange = hook.current.rowSelection(rows).onChange!;
  act(() =>
    onChange(
      chosen.map((row) => row.id),
      chosen,
      { type: 'multiple' },
    ),
  );
}

describe('useCrossPageSelection', () => {
  it("keeps other pages' picks, replaces the shown page's, drops deleted rows and clears", () => {
    const { result } = renderHook(() => useCrossPageSelection<Row>((row) => row.id));
    pick(result, page1, [page1[0]!, page1[1]!]);
    pick(result, page2, [page2[1]!]);
    expect(result.current.items.map((row) => row.id)).toEqual([1, 2, 4]);
    expect(result.current.rowSelection(page1).selectedRowKeys).toEqual([1, 2, 4]);
    // unticking one row of page 1 leaves page 2's pick alone
    pick(result, page1, [page1[1]!]);
    expect([...result.current.selected.keys()]).toEqual([4, 2]);
    act(() => result.current.drop([4]));
    expect(result.current.count).toBe(1);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });
});
