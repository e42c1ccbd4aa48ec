import { type CallQuery, Code, calls, isBusinessCode, type KeyMatchField } from '@adconsole/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/request';
import { callKey, useCall } from '../../app/useCall';
import type { AppListQuery } from './appSearch';
import { appRefusal } from './refusals';

const appCalls = calls.apps;

/** The accounts popup's query: one app's linked accounts, a page of them. */
export type AppAccountsQuery = CallQuery<typeof appCalls.accounts>;

/** One page of the apps list: its rows and the total the envelope carries beside them. */
export function useAppPage(query: AppListQuery) {
  return useQuery({
    queryKey: callKey(appCalls.list, query),
    queryFn: async () => {
      const answer = await api(appCalls.list, query);
      return { rows: answer.data, total: answer.total };
    },
    placeholderData: keepPreviousData,
  });
}

/** One page of an app's linked accounts (the view popup); idle while no app is shown. */
export function useAppAccounts(query: AppAccountsQuery | null) {
  return useQuery({
    queryKey: callKey(appCalls.accounts, query),
    queryFn: async () => {
      const answer = await api(appCalls.accounts, query ?? { promotion_app_id: 0 });
      return { rows: answer.data, total: answer.total };
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

// Suggestions change only when apps do; a minute saves a lookup per reopened dropdown.
const SUGGESTIONS_STALE_MS = 60_000;

/** The key-match suggestions of one filter for a keyword (at most 20, prefix matches first). */
export const useKeyMatch = (field: KeyMatchField, keyword: string, enabled: boolean) =>
  useCall(
    appCalls.keyMatch,
    { field, keyword },
    { enabled, staleTime: SUGGESTIONS_STALE_MS, placeholderData: keepPreviousData },
  );

/** The accounts an app may still be linked to (all the caller may link, for a new app), matching a keyword. */
export const useAccOptions = (appId: number | null, keyword: string) =>
  useCall(
    appCalls.accOptions,
    { promotion_app_id: appId ?? undefined, keyword: keyword || undefined },
    { staleTime: SUGGESTIONS_STALE_MS, placeholderData: keepPreviousData },
  );

/**
 * What an app change answers and refetches: business codes (10300…) and 4001 (an event mapping in use, below the
 * business range) are the area's refusals, worded by it; every apps query goes after a change.
 */
export const appChange = {
  refusals: {
    text: appRefusal,
    isRefusal: (code: number) => isBusinessCode(code) || code === Code.EVENT_MAPPING_IN_USE,
  },
  invalidates: [['apps']],
};
