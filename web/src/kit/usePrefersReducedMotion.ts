import { useSyncExternalStore } from 'react';

/** The operating system's (or browser's) "reduce motion" setting, as a media query. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const read = (): boolean => window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** Whether the user asked for less motion; follows the setting when it changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
