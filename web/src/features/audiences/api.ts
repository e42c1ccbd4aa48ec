import {
  AUDIENCE_BUSY_STATUSES,
  type AudienceCreateRequest,
  type AudienceEditRequest,
  AudienceLimits,
  type AudienceListAnswer,
  type AudienceListQuery,
  calls,
  type Envelope,
  type FieldError,
} from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quietFailureText } from '../../app/errors';
import { ApiError, api } from '../../app/request';
import { audienceRefusal } from './refusals';

const audienceCalls = calls.audiences;

/** Query keys of the audience area; everything under `audiences` goes after a change. */
export const audienceKeys = {
  all: ['audiences'] as const,
  list: (query: AudienceListQuery) => ['audiences', 'list', query] as const,
  detail: (id: number) => ['audiences', 'detail', id] as const,
};

/** True while a package is being imported, generated or deleted. */
export const isBusy = (status: number) => AUDIENCE_BUSY_STATUSES.includes(status);

/** How often the list asks again: while a shown package is busy, every 2 s; otherwise never. */
export function refreshInterval(answer: AudienceListAnswer | undefined): number | false {
  return answer?.list.some((item) => isBusy(item.status)) ? AudienceLimits.BUSY_REFRESH_MS : false;
}

/** One page of the audience list; it refreshes itself while a shown package is busy. */
export function useAudiencePage(query: AudienceListQuery) {
  return useQuery({
    queryKey: audienceKeys.list(query),
    queryFn: async () => (await api(audienceCalls.list, query)).data,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => refreshInterval(q.state.data),
  });
}

/** One package with its import report (refreshing too while it is busy). */
export function useAudienceDetail(id: number | null) {
  return useQuery({
    queryKey: audienceKeys.detail(id ?? 0),
    queryFn: async () => (await api(audienceCalls.detail, { id: id ?? 0 })).data,
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && isBusy(q.state.data.status) ? AudienceLimits.BUSY_REFRESH_MS : false),
  });
}

/** How a change ended: done, or refused with the code, the 400's field errors and the text to show. */
export type AudienceOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; code: number | null; fields: FieldError[]; text: string | null };

/** Waits for a quiet call: business codes come as envelopes, a 400 with its fields, the rest was shown already. */
export async function audienceOutcome<T>(call: Promise<Envelope<T>>): Promise<AudienceOutcome<T>> {
  try {
    const answer = await call;
    if (answer.code === 200) return { ok: true, data: answer.data };
    return { ok: false, code: answer.code, fields: [], text: audienceRefusal(answer.code, answer.data, answer.msg) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = error.status === 400 ? ((error.data as { errors?: FieldError[] } | null)?.errors ?? []) : [];
    const code = error.code !== null && error.code >= 10000 ? error.code : null;
    const text = code !== null ? audienceRefusal(code, error.data, error.message) : quietFailureText(error);
    return { ok: false, code, fields, text };
  }
}

function useAudienceChange<I, T>(send: (input: I) => Promise<Envelope<T>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => audienceOutcome(send(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: audienceKeys.all }),
  });
}

export const useCreateAudience = () =>
  useAudienceChange((body: AudienceCreateRequest) => api(audienceCalls.create, body, { quiet: true }));
export const useEditAudience = () =>
  useAudienceChange((body: AudienceEditRequest) => api(audienceCalls.edit, body, { quiet: true }));
export const useDeleteAudience = () =>
  useAudienceChange((id: number) => api(audienceCalls.remove, { id }, { quiet: true }));
