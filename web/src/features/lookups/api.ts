import type {
  AccountItem,
  AdPosition,
  AdPositionListQuery,
  Country,
  MediaApp,
  TargetCatalogue,
  UserItem,
} from '@adconsole/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../app/request';
import { LocalKey, SessionKey } from '../../lib/storage';
import { dailyCached, msUntilTomorrow, sessionCached } from './cache';

/** A page of a list call. */
export interface Page<T> {
  total: number;
  list: T[];
}

/** The ad-position list query as the URL and table hold it (ids as arrays, times in unix ms). */
export type AdPositionQuery = Partial<Omit<AdPositionListQuery, 'app_ids' | 'ad_types'>> & {
  page_no: number;
  page_size: number;
  app_ids?: number[];
  ad_types?: number[];
};

/** Query keys of the lookup lists; everything under `lookups` goes when the session ends. */
const lookupKeys = {
  all: ['lookups'] as const,
  mediaApps: ['lookups', 'mediaApps'] as const,
  adPositions: ['lookups', 'adPositions'] as const,
  adPositionList: (query: AdPositionQuery) => ['lookups', 'adPositions', 'list', query] as const,
  countries: ['lookups', 'countries'] as const,
  target: ['lookups', 'target'] as const,
  accounts: ['lookups', 'accounts'] as const,
  users: (accountId?: number) => ['lookups', 'users', accountId ?? null] as const,
};

/** Whether a hook may call the API (the demo pages call nothing without a session). */
export interface LookupOptions {
  enabled?: boolean;
}

const data = async <T>(path: string, query?: Parameters<typeof get>[1]) => (await get<T>(path, query)).data;
// Catalogues change with a deploy, not within a visit.
const LONG = 10 * 60_000;

/** GET /v1/app/all: media apps, from the daily cache (refreshed on the first use of each day). */
export function useMediaApps({ enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.mediaApps,
    queryFn: () => dailyCached(LocalKey.mediaApps, () => data<MediaApp[]>('/v1/app/all')),
    staleTime: () => msUntilTomorrow(),
    enabled,
  });
}

/** GET /v1/app/adpos/all: every ad position. */
export function useAdPositions({ enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.adPositions,
    queryFn: () => data<AdPosition[]>('/v1/app/adpos/all'),
    staleTime: LONG,
    enabled,
  });
}

/** GET /v1/app/adpos/list: one page of ad positions, filtered and sorted (the /table demo). */
export function useAdPositionList(query: AdPositionQuery, { enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.adPositionList(query),
    queryFn: ({ signal }) =>
      get<Page<AdPosition>>(
        '/v1/app/adpos/list',
        { ...query, app_ids: query.app_ids?.join(','), ad_types: query.ad_types?.join(',') },
        { signal },
      ).then((answer) => answer.data),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** GET /v1/constant/country_list: ALL first, OTHER last; cached in sessionStorage. */
export function useCountries({ enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.countries,
    queryFn: () => sessionCached(SessionKey.countries, () => data<Country[]>('/v1/constant/country_list')),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** GET /v1/advertisement/target: the targeting catalogue (codes; regions as continent > country). */
export function useTargetCatalogue({ enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.target,
    queryFn: () => data<TargetCatalogue>('/v1/advertisement/target'),
    staleTime: LONG,
    enabled,
  });
}

/** GET /v1/account/list: the advertiser accounts the caller may see. */
export function useAccounts({ enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.accounts,
    queryFn: () => data<AccountItem[]>('/v1/account/list'),
    enabled,
  });
}

/** GET /v1/user/list: users, optionally of one account. */
export function useUsers(accountId?: number, { enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.users(accountId),
    queryFn: () => data<UserItem[]>('/v1/user/list', { account_id: accountId }),
    enabled,
  });
}
