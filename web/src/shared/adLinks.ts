import { idParam } from './campaignLinks';

/** Where an ad list sits: its campaign and ad group; `adId` opens that ad's editor over the list. */
export interface AdListTarget {
  campaignId: number;
  adGroupId: number;
  adId: number | null;
}

/**
 * The ads of an ad group: /advertising/index with `type=ad` (as `type=group` shows a campaign's ad groups), so the
 * page stays under the advertising menu every role with ads already has; `ad_id` opens one ad's editor.
 */
export function adListPath(campaignId: number, adGroupId: number, adId?: number): string {
  const base = `/advertising/index?campaign_id=${campaignId}&ad_group_id=${adGroupId}&type=ad`;
  return adId === undefined ? base : `${base}&ad_id=${adId}`;
}

/** The ad list /advertising/index shows (`type=ad` with a campaign and an ad group id), or null. */
export function adListTarget(params: URLSearchParams): AdListTarget | null {
  if (params.get('type') !== 'ad') return null;
  const campaignId = idParam(params.get('campaign_id'));
  const adGroupId = idParam(params.get('ad_group_id'));
  if (campaignId === null || adGroupId === null) return null;
  return { campaignId, adGroupId, adId: idParam(params.get('ad_id')) };
}

/** The same URL query with `ad_id` set (an ad's editor opens) or removed (it closes); the list's filters stay. */
export function withAdId(params: URLSearchParams, adId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (adId === null) next.delete('ad_id');
  else next.set('ad_id', String(adId));
  return next;
}
