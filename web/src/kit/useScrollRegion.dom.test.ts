import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollRegion } from './useScrollRegion';

describe('useScrollRegion', () => {
  it("makes a table's scroll box a named region the keyboard reaches, again when its rows change", () => {
    const host = document.createElement('div');
    host.innerHTML = '<div class="ant-table"><div class="ant-table-content"></div></div>';
    const ref = { current: host };
    const { rerender } = renderHook(({ rows }) => useScrollRegion(ref, 'Audit log', rows), {
      initialProps: { rows: [] as number[] },
    });
    const box = host.querySelector<HTMLElement>('.ant-table-content')!;
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe('Audit log');
    // antd draws a new box (a scroll body) for other rows: it is marked too
    host.innerHTML = '<div class="ant-table"><div class="ant-table-body"></div></div>';
    rerender({ rows: [1] });
    expect(host.querySelector<HTMLElement>('.ant-table-body')!.tabIndex).toBe(0);
  });
});
