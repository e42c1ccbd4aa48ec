import { calls } from '@adconsole/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/request';
import { callKey } from '../../app/useCall';
import { SessionKey } from '../../lib/storage';
import { sessionCached } from './cache';

/**
 * The ad apps (promotion apps) the caller may see, from sessionStorage after the first load of the browser session
 * (spec: "the ad-apps list is also cached"); sign-out and a new version clear it with the rest of the storage. The
 * query keeps the apps area's key, so an app created, edited or deleted in this tab (which invalidates `['apps']`)
 * loads the list again and stores the new one instead of answering the stored one.
 */
export function useAdApps() {
  const client = useQueryClient();
  const queryKey = callKey(calls.apps.all);
  return useQuery({
    queryKey,
    // data already held means this run is a refetch after a change, not the first load of the page
    queryFn: ({ signal }) =>
      sessionCached(
        SessionKey.adApps,
        async () => (await api(calls.apps.all, undefined, { signal })).data,
        client.getQueryData(queryKey) !== undefined,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
