/** Scrolls the page (and the element holding the list, when it scrolls itself) back to the top after a page change. */
export function scrollToTop(container?: HTMLElement | null): void {
  container?.scrollTo?.({ top: 0, behavior: 'smooth' });
  if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
}
