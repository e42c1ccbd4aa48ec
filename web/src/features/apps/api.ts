import {
  type CallQuery,
  Code,
  calls,
  type EventMappingCreateRequest,
  type FieldError,
  type KeyMatchField,
  type PromotionAppCreateRequest,
  type PromotionAppEditRequest,
} from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quietFailureText } from '../../app/errors';
import { ApiError, api } from '../../app/request';
import { LocalKey, readLocal } from '../../lib/storage';
import type { AppListQuery } from './appSearch';
import { appRefusal } from './refusals';

const appCalls = calls.apps;

/** The accounts popup's query: one app's linked accounts, a page of them. */
export type AppAccountsQuery = CallQuery<typeof appCalls.accounts>;

/** Query keys of the promotion apps; everything under `apps` goes after a change. */
export const appKeys = {
  all: ['apps'] as const,
  list: (query: AppListQuery) => ['apps', 'list', query] as const,
  accounts: (query: AppAccountsQuery) => ['apps', 'accounts', query] as const,
  accOptions: (appId: number | null, keyword: string) => ['apps', 'accOptions', appId, keyword] as const,
  keyMatch: (field: KeyMatchField, keyword: string) => ['apps', 'keyMatch', field, keyword] as const,
  detail: (id: number) => ['apps', 'detail', id] as const,
  events: (id: number) => ['apps', 'events', id] as const,
};

/** One page of the apps list: its rows and the total the envelope carries beside them. */
export function useAppPage(query: AppListQuery) {
  return useQuery({
    queryKey: appKeys.list(query),
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
    queryKey: appKeys.accounts(query ?? { promotion_app_id: 0 }),
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
export function useKeyMatch(field: KeyMatchField, keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: appKeys.keyMatch(field, keyword),
    queryFn: async ({ signal }) => (await api(appCalls.keyMatch, { field, keyword }, { signal })).data,
    enabled,
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The accounts an app may still be linked to (all the caller may link, for a new app), matching a keyword. */
export function useAccOptions(appId: number | null, keyword: string) {
  return useQuery({
    queryKey: appKeys.accOptions(appId, keyword),
    queryFn: async ({ signal }) =>
      (
        await api(
          appCalls.accOptions,
          { promotion_app_id: appId ?? undefined, keyword: keyword || undefined },
          { signal },
        )
      ).data,
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** One app with its event mappings, for the edit drawer. */
export function useAppDetail(id: number | null) {
  return useQuery({
    queryKey: appKeys.detail(id ?? 0),
    queryFn: async () => (await api(appCalls.detail, { id: id ?? 0 })).data,
    enabled: id !== null,
  });
}

/** An app's event mappings. */
export function useEventMappings(appId: number | null) {
  return useQuery({
    queryKey: appKeys.events(appId ?? 0),
    queryFn: async () => (await api(appCalls.eventMappings, { promotion_app_id: appId ?? 0 })).data,
    enabled: appId !== null,
  });
}

/** How a change ended: done, or refused with the code, the 400's field errors and the text to show. */
export type AppOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; code: number | null; fields: FieldError[]; text: string | null };

/**
 * Waits for a quiet call: business codes (10300…) come as envelopes and 4001 (an event mapping in use, below the
 * business range) as a failed call; both are translated; a 400 brings its fields; the rest was shown already.
 */
export async function appOutcome<T>(call: Promise<{ code: number; msg: string; data: T }>): Promise<AppOutcome<T>> {
  try {
    const answer = await call;
    if (answer.code === 200) return { ok: true, data: answer.data };
    return { ok: false, code: answer.code, fields: [], text: appRefusal(answer.code, answer.data, answer.msg) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = error.status === 400 ? ((error.data as { errors?: FieldError[] } | null)?.errors ?? []) : [];
    const code =
      error.code !== null && (error.code >= 10000 || error.code === Code.EVENT_MAPPING_IN_USE) ? error.code : null;
    const text = code !== null ? appRefusal(code, error.data, error.message) : quietFailureText(error);
    return { ok: false, code, fields, text };
  }
}

function useAppChange<I, T>(send: (input: I) => Promise<{ code: number; msg: string; data: T }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => appOutcome(send(input)),
    onSuccess: (outcome) => {
      if (outcome.ok) return client.invalidateQueries({ queryKey: appKeys.all });
    },
  });
}

export const useCreateApp = () =>
  useAppChange((body: PromotionAppCreateRequest) => api(appCalls.create, body, { quiet: true }));
export const useEditApp = () =>
  useAppChange((body: PromotionAppEditRequest) => api(appCalls.edit, body, { quiet: true }));
// spec: delete sends id and operator (the server records the session's user; the shareid goes along as sent)
export const useDeleteApp = () =>
  useAppChange((id: number) =>
    api(appCalls.remove, { id, operator: readLocal(LocalKey.shareid) ?? undefined }, { quiet: true }),
  );
export const useAddEventMapping = () =>
  useAppChange((body: EventMappingCreateRequest) => api(appCalls.addEventMapping, body, { quiet: true }));
export const useRemoveEventMapping = () =>
  useAppChange((id: number) => api(appCalls.removeEventMapping, { id }, { quiet: true }));
