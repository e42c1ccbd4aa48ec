import { useMatches } from 'react-router';
import type { AppRoute } from './appRoute';

/** What a page can read about its own route. */
export interface RouteHandle {
  name: AppRoute['name'];
  watermark: boolean;
  inLayout: boolean;
}

/** The deepest matched route's handle (its route-table name, watermark and layout flags). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
