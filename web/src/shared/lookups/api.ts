import { type AdPositionListQuery, type Call, calls, Limits } from '@adconsole/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiArgs, api } from '../../app/request';
import { useCall } from '../../app/useCall';
import { LocalKey, SessionKey, writeLocal } from '../../lib/storage';
import { dailyCached, msUntilTomorrow, sessionCached } from './cache';

/** The ad-position list query as the URL and table hold it (ids as arrays, times in unix ms). */
export type AdPositionQuery = Partial<Omit<AdPositionListQuery, 'app_ids' | 'ad_types'>> & {
  page_no: number;
  page_size: number;
  app_ids?: number[];
  ad_types?: number[];
};

/**
 * Query keys of the lookup lists, kept under `lookups` rather than their calls' areas: a directory change refetches
 * them all, and everything under `lookups` goes when the session ends.
 */
const lookupKeys = {
  all: ['lookups'] as const,
  mediaApps: ['lookups', 'mediaApps'] as const,
  adPositions: ['lookups', 'adPositions'] as const,
  adPositionList: (query: AdPositionQuery) => ['lookups', 'adPositions', 'list', query] as const,
  countries: ['lookups', 'countries'] as const,
  target: ['lookups', 'target'] as const,
  accounts: ['lookups', 'accounts'] as const,
  accountOptions: (keyword: string) => ['lookups', 'accounts', 'options', keyword] as const,
  users: (accountId?: number) => ['lookups', 'users', accountId ?? null] as const,
};

/** Whether a hook may call the API (the demo pages call nothing without a session). */
export interface LookupOptions {
  enabled?: boolean;
}

const data = async <C extends Call>(call: C, ...args: ApiArgs<C>) => (await api(call, ...args)).data;
// Catalogues change with a deploy, not within a visit.
const LONG = 10 * 60_000;

/** Media apps, from the daily cache (refreshed on the first use of each day). */
export function useMediaApps({ enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.mediaApps,
    queryFn: () => dailyCached(LocalKey.mediaApps, () => data(calls.lookups.mediaApps)),
    staleTime: () => msUntilTomorrow(),
    enabled,
  });
}

/**
 * What a change of the placement catalogues calls once it went through: the media apps' daily cache is dropped (else
 * the list loaded earlier today would stand until midnight) and every lookup list loads again, so pickers offer it.
 */
export function useRefreshLookups(): () => Promise<void> {
  const client = useQueryClient();
  return () => {
    writeLocal(LocalKey.mediaApps, null);
    return client.invalidateQueries({ queryKey: lookupKeys.all });
  };
}

/** Every ad position. */
export const useAdPositions = ({ enabled = true }: LookupOptions = {}) =>
  useCall(calls.lookups.adPositions, undefined, { queryKey: lookupKeys.adPositions, staleTime: LONG, enabled });

/** One page of ad positions, filtered and sorted (the /table demo). */
export const useAdPositionList = (query: AdPositionQuery, { enabled = true }: LookupOptions = {}) =>
  useCall(
    calls.lookups.adPositionPage,
    { ...query, app_ids: query.app_ids?.join(','), ad_types: query.ad_types?.join(',') },
    { queryKey: lookupKeys.adPositionList(query), placeholderData: (previous) => previous, enabled },
  );

/** Countries: ALL first, OTHER last; cached in sessionStorage. */
export function useCountries({ enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.countries,
    queryFn: () => sessionCached(SessionKey.countries, () => data(calls.lookups.countries)),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The targeting catalogue (codes; regions as continent > country). */
export const useTargetCatalogue = ({ enabled = true }: LookupOptions = {}) =>
  useCall(calls.lookups.targets, undefined, { queryKey: lookupKeys.target, staleTime: LONG, enabled });

/** Every advertiser account the caller may see (for looking names up; a picker takes `useAccountOptions`). */
export const useAccounts = ({ enabled = true }: LookupOptions = {}) =>
  useCall(calls.accounts.options, {}, { queryKey: lookupKeys.accounts, enabled });

/** A picker's accounts: the first 400 the caller may see, or with a keyword those matching it (name or id). */
export const useAccountOptions = (keyword: string, { enabled = true }: LookupOptions = {}) =>
  useCall(
    calls.accounts.options,
    { keyword: keyword || undefined, limit: Limits.ACCOUNT_OPTIONS_MAX },
    { queryKey: lookupKeys.accountOptions(keyword), placeholderData: keepPreviousData, enabled },
  );

/** Users, optionally of one account. */
export const useUsers = (accountId?: number, { enabled = true }: LookupOptions = {}) =>
  useCall(calls.accounts.users, { account_id: accountId }, { queryKey: lookupKeys.users(accountId), enabled });
