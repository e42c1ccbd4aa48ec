/** The ad group list of a campaign, which the campaign's name opens. */
export const groupListPath = (campaignId: number) => `/advertising/index?campaign_id=${campaignId}&type=group`;

/** The campaign's form, opened in a new tab: a hash route of the console. */
export const viewPath = (campaignId: number) => `/advertising/view?campaign_id=${campaignId}`;

/** A positive whole id from a query parameter, or null. */
export function idParam(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The campaign whose ad groups /advertising/index shows (`type=group` with a campaign id), or null for the list. */
export function groupListTarget(params: URLSearchParams): number | null {
  return params.get('type') === 'group' ? idParam(params.get('campaign_id')) : null;
}
