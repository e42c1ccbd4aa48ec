import { type CallBody, calls, type Envelope } from '@adconsole/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/request';
import { campaignKeys, campaignOutcome } from '../campaigns/api';

const adCalls = calls.ads;

export type AdListQuery = CallBody<typeof adCalls.list>;
export type AdCreateBody = CallBody<typeof adCalls.create>;
export type AdUpdateBody = CallBody<typeof adCalls.update>;
export type JsTagBody = CallBody<typeof adCalls.generateJsTag>;
export type JsTagAddBody = CallBody<typeof adCalls.addJsTag>;

/**
 * Query keys of the ads. They live under the campaigns' key: an ad's change moves its ad group's and campaign's
 * figures, and the material library's bound ads (`materials`) too.
 */
export const adKeys = {
  all: [...campaignKeys.all, 'ads'] as const,
  list: (query: AdListQuery) => [...campaignKeys.all, 'ads', 'list', query] as const,
  detail: (id: number) => [...campaignKeys.all, 'ads', 'detail', id] as const,
};

/** One page of an ad group's ads. */
export function useAdPage(query: AdListQuery) {
  return useQuery({
    queryKey: adKeys.list(query),
    queryFn: async ({ signal }) => (await api(adCalls.list, query, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** One ad with its creatives, trigger mode and tracking host; idle without an id. */
export function useAdDetail(id: number | null) {
  return useQuery({
    queryKey: adKeys.detail(id ?? 0),
    queryFn: async () => (await api(adCalls.detail, { ad_id: id ?? 0 })).data,
    enabled: id !== null,
  });
}

function useAdChange<I, T>(send: (input: I) => Promise<Envelope<T>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => campaignOutcome(send(input)),
    onSuccess: async (outcome) => {
      if (!outcome.ok) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: campaignKeys.all }),
        client.invalidateQueries({ queryKey: ['materials'] }),
      ]);
    },
  });
}

const quiet = { quiet: true } as const;
export const useCreateAd = () => useAdChange((body: AdCreateBody) => api(adCalls.create, body, quiet));
export const useUpdateAd = () => useAdChange((body: AdUpdateBody) => api(adCalls.update, body, quiet));
export const useDeleteAds = () => useAdChange((ids: number[]) => api(adCalls.remove, { ad_ids: ids }, quiet));
export const useCopyAd = () => useAdChange((id: number) => api(adCalls.copy, { ad_id: id }, quiet));
export const useSwitchAds = () =>
  useAdChange(({ ids, on }: { ids: number[]; on: boolean }) =>
    api(on ? adCalls.enable : adCalls.pause, { ad_ids: ids }, quiet),
  );
/** Saves a JS tag as a creative of the ad (an update of the ad). */
export const useAddJsTag = () => useAdChange((body: JsTagAddBody) => api(adCalls.addJsTag, body, quiet));

/** Builds a JS tag and its preview without saving anything. */
export const useGenerateJsTag = () =>
  useMutation({ mutationFn: (body: JsTagBody) => campaignOutcome(api(adCalls.generateJsTag, body, quiet)) });
