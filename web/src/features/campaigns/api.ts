import { type CallBody, calls, type Envelope, type FieldError } from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessMessage, quietFailureText } from '../../app/errors';
import { ApiError, api } from '../../app/request';
import { currentLanguage } from '../../lib/language';

const campaignCalls = calls.campaigns;

/** The campaign list's body and the ad group list's, as the pages send them. */
export type CampaignListQuery = CallBody<typeof campaignCalls.list>;
export type AdGroupListQuery = CallBody<typeof campaignCalls.groupList>;
export type CampaignCreateBody = CallBody<typeof campaignCalls.create>;
export type CampaignUpdateBody = CallBody<typeof campaignCalls.update>;
export type AdGroupCreateBody = CallBody<typeof campaignCalls.groupCreate>;
export type AdGroupUpdateBody = CallBody<typeof campaignCalls.groupUpdate>;

/** Query keys of the campaigns area; everything under `campaigns` goes after a change (ad groups change campaigns' figures). */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (query: CampaignListQuery) => ['campaigns', 'list', query] as const,
  detail: (id: number) => ['campaigns', 'detail', id] as const,
  groups: (query: AdGroupListQuery) => ['campaigns', 'groups', query] as const,
  group: (id: number) => ['campaigns', 'group', id] as const,
};

/** One page of campaigns. */
export function useCampaignPage(query: CampaignListQuery) {
  return useQuery({
    queryKey: campaignKeys.list(query),
    queryFn: async ({ signal }) => (await api(campaignCalls.list, query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** One campaign with its tracking fields; idle without an id. */
export function useCampaignDetail(id: number | null) {
  return useQuery({
    queryKey: campaignKeys.detail(id ?? 0),
    queryFn: async () => (await api(campaignCalls.detail, { campaign_id: id ?? 0 })).data,
    enabled: id !== null,
  });
}

/** One page of a campaign's ad groups. */
export function useAdGroupPage(query: AdGroupListQuery) {
  return useQuery({
    queryKey: campaignKeys.groups(query),
    queryFn: async ({ signal }) => (await api(campaignCalls.groupList, query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** One ad group with its targeting; idle without an id. */
export function useAdGroupDetail(id: number | null) {
  return useQuery({
    queryKey: campaignKeys.group(id ?? 0),
    queryFn: async () => (await api(campaignCalls.groupDetail, { ad_group_id: id ?? 0 })).data,
    enabled: id !== null,
  });
}

/** How a change ended: done, or refused with the code, the 400's field errors and the text to show. */
export type CampaignOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; code: number | null; fields: FieldError[]; text: string | null };

/** Waits for a quiet call: business codes come as envelopes, a 400 with its fields, the rest was shown already. */
export async function campaignOutcome<T>(call: Promise<Envelope<T>>): Promise<CampaignOutcome<T>> {
  try {
    const answer = await call;
    if (answer.code === 200) return { ok: true, data: answer.data };
    return { ok: false, code: answer.code, fields: [], text: businessMessage(answer.code, answer.data, answer.msg) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = error.status === 400 ? ((error.data as { errors?: FieldError[] } | null)?.errors ?? []) : [];
    const code = error.code !== null && error.code >= 10000 ? error.code : null;
    return { ok: false, code, fields, text: quietFailureText(error) };
  }
}

/** The text of a refusal: the translated code, else every field the 400 named. */
export const refusalText = (outcome: { text: string | null; fields: FieldError[] }) =>
  outcome.text ?? outcome.fields.map((field) => `${field.field}: ${field.message}`).join('; ');

function useCampaignChange<I, T>(send: (input: I) => Promise<Envelope<T>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => campaignOutcome(send(input)),
    onSuccess: (outcome) => {
      if (outcome.ok) return client.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}

const quiet = { quiet: true } as const;
export const useCreateCampaign = () =>
  useCampaignChange((body: CampaignCreateBody) => api(campaignCalls.create, body, quiet));
export const useUpdateCampaign = () =>
  useCampaignChange((body: CampaignUpdateBody) => api(campaignCalls.update, body, quiet));
export const useDeleteCampaigns = () =>
  useCampaignChange((ids: number[]) => api(campaignCalls.remove, { campaign_ids: ids }, quiet));
export const useCopyCampaign = () =>
  useCampaignChange((id: number) => api(campaignCalls.copy, { campaign_id: id }, quiet));
export const useSwitchCampaigns = () =>
  useCampaignChange(({ ids, on }: { ids: number[]; on: boolean }) =>
    api(on ? campaignCalls.enable : campaignCalls.pause, { campaign_ids: ids }, quiet),
  );
export const useCreateAdGroup = () =>
  useCampaignChange((body: AdGroupCreateBody) => api(campaignCalls.groupCreate, body, quiet));
export const useUpdateAdGroup = () =>
  useCampaignChange((body: AdGroupUpdateBody) => api(campaignCalls.groupUpdate, body, quiet));
export const useDeleteAdGroups = () =>
  useCampaignChange((ids: number[]) => api(campaignCalls.groupRemove, { ad_group_ids: ids }, quiet));
export const useCopyAdGroup = () =>
  useCampaignChange((id: number) => api(campaignCalls.groupCopy, { ad_group_id: id }, quiet));
export const useSwitchAdGroups = () =>
  useCampaignChange(({ ids, on }: { ids: number[]; on: boolean }) =>
    api(on ? campaignCalls.groupEnable : campaignCalls.groupPause, { ad_group_ids: ids }, quiet),
  );

/** What a notification posts to the chat webhook: a test message, one campaign's summary, or the running ones'. */
export type NotifyTarget = { kind: 'test' } | { kind: 'campaign'; id: number } | { kind: 'all' };

/** Posts a notification (nothing cached changes); a missing webhook comes back as 10500 to show. */
export const useNotify = () =>
  useMutation({
    mutationFn: (target: NotifyTarget) =>
      campaignOutcome(
        target.kind === 'campaign'
          ? api(campaignCalls.notifyCampaign, { campaign_id: target.id, lang: currentLanguage() }, quiet)
          : api(
              target.kind === 'test' ? campaignCalls.notifyTest : campaignCalls.notifyAll,
              { lang: currentLanguage() },
              quiet,
            ),
      ),
  });

// Options lists change with the apps area, not within a visit of this page.
const OPTIONS_STALE_MS = 60_000;

/** The live promotion apps in the caller's scope (the app filter and the form's app choice). */
export function usePromotionApps() {
  return useQuery({
    queryKey: ['campaigns', 'apps'] as const,
    queryFn: async () => (await api(calls.apps.all)).data,
    staleTime: OPTIONS_STALE_MS,
  });
}
