import { type RefObject, useEffect } from 'react';

/**
 * Lets the keyboard reach a wide table's sideways scroll: its scroll box (inside `ref`) becomes a named, focusable
 * region, so a row with nothing to focus in it still scrolls with the arrow keys (WCAG 2.1.1; axe
 * scrollable-region-focusable). Run again when the rows change: antd may draw a new box.
 */
export function useScrollRegion(ref: RefObject<HTMLElement | null>, label: string, rows: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows may come with a new scroll box to mark
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!box) return;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  }, [ref, label, rows]);
}
