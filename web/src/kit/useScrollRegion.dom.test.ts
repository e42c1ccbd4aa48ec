import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollRegion } from './useScrollRegion';

describe('useScrollRegion', () => {
  it("makes a table's scroll box a named region the keyboard reaches, again when antd draws a new box", async () => {
    const host = document.createElement('div');
    host.innerHTML = '<div class="ant-table"><div class="ant-table-content"></div></div>';
    const ref = { current: host };
    renderHook(() => useScrollRegion(ref, 'Audit log'));
    const box = host.querySelector<HTMLElement>('.ant-table-content')!;
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe('Audit log');
    // antd draws a new box (a scroll body) for other rows: it is marked as it appears
    host.innerHTML = '<div class="ant-table"><div class="ant-table-body"></div></div>';
    await waitFor(() => expect(host.querySelector<HTMLElement>('.ant-table-body')!.tabIndex).toBe(0));
  });
});
