import { type RefObject, useEffect } from 'react';

const BOXES = '.ant-table-content, .ant-table-body';

/** Marks the scroll boxes under `host` as named regions the keyboard can focus. */
function mark(host: HTMLElement, label: string): void {
  for (const box of host.querySelectorAll<HTMLElement>(BOXES)) {
    if (box.tabIndex === 0 && box.getAttribute('aria-label') === label) continue;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  }
}

/**
 * Lets the keyboard reach a wide table's sideways scroll: its scroll box (inside `ref`) becomes a named, focusable
 * region, so rows with nothing to focus in them still scroll with the arrow keys (WCAG 2.1.1; axe
 * scrollable-region-focusable). antd draws a new box when the rows or the layout change, so every box it draws is
 * marked as it appears.
 */
export function useScrollRegion(ref: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    mark(host, label);
    const observer = new MutationObserver(() => mark(host, label));
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, label]);
}
