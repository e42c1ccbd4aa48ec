import {
  type AdDeliveryStatus,
  type AdDetail,
  type AdItem,
  CampaignStatus,
  type CreativeItem,
  CreativeKind,
  type CreativeKindName,
  type calls,
  type DeliveryStatus,
  type ParsedBody,
} from '@adconsole/contract';
import type { Insertable } from 'kysely';

import type { AdTable } from '../shared/advertising.tables.js';
import { toSec } from '../shared/units.js';
import type { AdRow, CreativeMaterial, CreativeRow } from './ads.repo.js';

/** The editable fields of an ad as the API speaks of them. */
export type AdFields = Omit<ParsedBody<typeof calls.ads.create>, 'ad_group_id'>;

/** The creatives of one ad with the materials each shows. */
export function creativeItems(creatives: CreativeRow[], materials: CreativeMaterial[]): CreativeItem[] {
  return creatives.map((c) => ({
    creative_id: c.id,
    kind: c.kind as CreativeKindName,
    name: c.name,
    materials: materials
      .filter((m) => m.creative_id === c.id)
      .map(({ creative_id: _c, ...m }) => ({ ...m, thumb_url: m.thumb_url || m.download_url })),
    html: c.html,
    click_url: c.click_url,
    width: c.width,
    height: c.height,
    ad_tag: c.ad_tag,
    spec: c.spec,
  }));
}

const materialIdsOf = (items: CreativeItem[], kinds: CreativeKindName[], type?: number) => [
  ...new Set(
    items
      .filter((c) => kinds.includes(c.kind))
      .flatMap((c) => c.materials.filter((m) => type === undefined || m.type === type).map((m) => m.material_id)),
  ),
];
/** Image and video creatives by what their materials are (an older creative may show both). */
const SHOWN: CreativeKindName[] = [CreativeKind.IMAGE, CreativeKind.VIDEO];

export function adFieldsOf(row: AdRow, creatives: CreativeItem[]): AdFields {
  return {
    name: row.name,
    type: row.type,
    description: row.description,
    title: row.title,
    button_text: row.button_text,
    h5_url: row.h5_url,
    deeplink: row.deeplink,
    attribution_link: row.attribution_link,
    impression_track_url: row.impression_track_url,
    click_track_url: row.click_track_url,
    video_start_track_url: row.video_start_track_url,
    video_q1_track_url: row.video_q1_track_url,
    video_mid_track_url: row.video_mid_track_url,
    video_q3_track_url: row.video_q3_track_url,
    video_complete_track_url: row.video_complete_track_url,
    image_ids: materialIdsOf(creatives, SHOWN, 1),
    video_ids: materialIdsOf(creatives, SHOWN, 2),
    landing_page_ids: materialIdsOf(creatives, [CreativeKind.LANDING_PAGE]),
    vast: creatives.filter((c) => c.kind === CreativeKind.VAST).map((c) => ({ ad_tag: c.ad_tag, spec: c.spec })),
    placement:
      row.adpos_id === null ? null : { adpos_id: row.adpos_id, tab: row.adpos_tab, category: row.adpos_category },
    status: row.status as AdFields['status'],
  };
}

/** The ad's own columns (its creatives are rows of their own). */
export function adRowOf(
  f: AdFields,
): Omit<Insertable<AdTable>, 'ad_group_id' | 'account_id' | 'create_time' | 'create_user_id'> {
  return {
    name: f.name,
    type: f.type,
    description: f.description,
    title: f.title,
    button_text: f.button_text,
    h5_url: f.h5_url,
    deeplink: f.deeplink,
    attribution_link: f.attribution_link,
    impression_track_url: f.impression_track_url,
    click_track_url: f.click_track_url,
    video_start_track_url: f.video_start_track_url,
    video_q1_track_url: f.video_q1_track_url,
    video_mid_track_url: f.video_mid_track_url,
    video_q3_track_url: f.video_q3_track_url,
    video_complete_track_url: f.video_complete_track_url,
    adpos_id: f.placement?.adpos_id ?? null,
    adpos_tab: f.placement?.tab ?? '',
    adpos_category: f.placement?.category ?? '',
    status: f.status,
  };
}

/** The ad group's delivery with the ad's own switch first: a paused ad does not deliver, whatever its group does. */
export function adDelivery(row: AdRow, group: DeliveryStatus, timeZone: string): AdDeliveryStatus {
  const own =
    row.status === CampaignStatus.PAUSED
      ? [
          {
            level: 'ad' as const,
            case: 'paused' as const,
            limit: 'status' as const,
            value: null,
            current: null,
            next_change: null,
            time_zone: timeZone,
          },
        ]
      : [];
  const reasons = [...own, ...group.reasons];
  return { status: reasons[0]?.case ?? 'normal', reasons };
}

/** The list's summary of an ad's creatives: how many, of which kinds, the first four thumbnails. */
function summaryOf(items: CreativeItem[]): AdItem['creatives'] {
  const kinds: Record<string, number> = {};
  for (const c of items) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
  const thumbs = items
    .filter((c) => c.kind !== CreativeKind.LANDING_PAGE)
    .flatMap((c) => c.materials.map((m) => m.thumb_url))
    .slice(0, 4);
  return { count: items.length, kinds, thumbs };
}

export function adItem(row: AdRow, creatives: CreativeItem[], delivery: AdDeliveryStatus): AdItem {
  return {
    ad_id: row.id,
    ad_group_id: row.ad_group_id,
    ad_group_name: row.ad_group_name,
    campaign_id: row.campaign_id,
    campaign_name: row.campaign_name,
    account_id: row.account_id,
    name: row.name,
    type: row.type,
    status: row.status,
    title: row.title,
    creatives: summaryOf(creatives),
    creator: { user_id: row.create_user_id, login_name: row.creator_name ?? '' },
    create_time: toSec(row.create_time),
    modify_time: toSec(row.modify_time),
    delivery,
  };
}

export function adDetail(item: AdItem, row: AdRow, creatives: CreativeItem[], trackingHost: string): AdDetail {
  const { name: _n, type: _t, status: _s, title: _ti, ...fields } = adFieldsOf(row, creatives);
  return {
    ...item,
    ...fields,
    creative_list: creatives,
    trigger_mode: row.trigger_mode,
    tracking_host: trackingHost,
  };
}
