import type { BoundAd, MaterialItem, MaterialUsage } from '@adconsole/contract';
import type { MaterialRow } from './materials.tables.js';

export interface ItemExtras {
  tags: { id: number; name: string }[];
  accounts: { id: number; account_name: string }[];
  creatorName: string | null;
  boundAdCount: number;
}

/** A material row as the list and the detail answer it. */
export function toItem(row: MaterialRow, extras: ItemExtras): MaterialItem {
  return {
    id: row.id,
    name: row.name,
    material_name: row.name,
    remark: row.remark,
    type: row.type,
    file_id: row.file_id,
    download_url: row.download_url,
    thumb_url: row.thumb_url || row.download_url,
    size: Number(row.size),
    format: row.format,
    width: row.width,
    height: row.height,
    scale: row.scale,
    screen_type: row.screen_type,
    duration: row.duration,
    element: row.element,
    md5: row.md5,
    status: row.status,
    source: row.source,
    creator_id: row.creator_id,
    creator_name: extras.creatorName,
    create_time: Number(row.create_time),
    createTime: Number(row.create_time),
    account_relation_type: row.account_relation_type,
    accounts: extras.accounts.map((a) => ({ account_id: a.id, id: a.id, account_name: a.account_name })),
    tags: extras.tags.map((t) => ({ id: t.id, name: t.name })),
    tag_ids: extras.tags.map((t) => t.id),
    third_examine_status: row.third_examine_status,
    third_examine_platform: row.third_examine_platform,
    third_examine_country: row.third_examine_country,
    third_examine_reason: row.third_examine_reason,
    origin: row.origin,
    bound_ad_count: extras.boundAdCount,
  };
}

/** Groups rows by a key, keeping first-seen order. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Bound-ad rows (already ordered campaign > ad group > ad) nested as campaigns > ad groups > ads. */
export function nestUsage(ads: BoundAd[]): MaterialUsage[] {
  return [...groupBy(ads, (a) => a.campaign_id).values()].map((inCampaign) => {
    const first = inCampaign[0]!;
    return {
      campaign_id: first.campaign_id,
      campaign_name: first.campaign_name,
      account_id: first.account_id,
      account_name: first.account_name,
      ad_groups: [...groupBy(inCampaign, (a) => a.ad_group_id).values()].map((inGroup) => ({
        ad_group_id: inGroup[0]!.ad_group_id,
        ad_group_name: inGroup[0]!.ad_group_name,
        ads: inGroup.map((a) => ({ ad_id: a.ad_id, ad_name: a.ad_name, ad_status: a.ad_status })),
      })),
    };
  });
}

/** The element JSON text of an upload record (a string is kept, an object written out); null when absent. */
export function elementText(element: string | Record<string, unknown> | null | undefined): string | null {
  if (element === null || element === undefined || element === '') return null;
  return typeof element === 'string' ? element : JSON.stringify(element);
}

/** The duration in whole seconds read from the element JSON, or null. */
export function durationOf(element: string | null): number | null {
  if (!element) return null;
  try {
    const d = (JSON.parse(element) as { duration?: unknown }).duration;
    const n = typeof d === 'string' ? Number(d) : d;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
  } catch {
    return null;
  }
}
