import {
  AD_TRACKING_FIELDS,
  type AdDetail,
  type AdTrackingField,
  AdType,
  CampaignStatus,
  type CreativeItem,
  ExamineStatus,
  type MaterialItem,
  MaterialSource,
  MaterialStatus,
  matchRatio,
  Ratios,
  ratioText,
} from '@adconsole/contract';
import { adNeeds } from './adRules';
import type { AdCreateBody, AdUpdateBody } from './api';

/** One VAST entry as the form holds it (the specification unset until chosen). */
export interface VastRow {
  ad_tag?: string;
  spec?: string;
}

/** The ad form's values: the request's fields under the same names (so a 400's field lands on its input). */
export type AdFormValues = {
  name: string;
  type: number;
  status: number;
  description: string;
  title: string;
  button_text: string;
  h5_url: string;
  deeplink: string;
  attribution_link: string;
  /** the chosen materials themselves (the picker's value), sent as their ids */
  image_ids: MaterialItem[];
  video_ids: MaterialItem[];
  landing_page_ids: MaterialItem[];
  vast: VastRow[];
  placement: { adpos_id?: number | null; tab?: string; category?: string };
} & Record<AdTrackingField, string>;

const tracking = (of: (field: AdTrackingField) => string) =>
  Object.fromEntries(AD_TRACKING_FIELDS.map((field) => [field, of(field)])) as Record<AdTrackingField, string>;

/** A new ad: an image ad, on, nothing chosen. */
export function emptyAdValues(): AdFormValues {
  return {
    name: '',
    type: AdType.IMAGE,
    status: CampaignStatus.ON,
    description: '',
    title: '',
    button_text: '',
    h5_url: '',
    deeplink: '',
    attribution_link: '',
    ...tracking(() => ''),
    image_ids: [],
    video_ids: [],
    landing_page_ids: [],
    vast: [],
    placement: { adpos_id: null, tab: '', category: '' },
  };
}

type CreativeMaterial = CreativeItem['materials'][number];

/**
 * A material a creative shows, as the picker holds its choices: the creative tells its size and thumbnail; it is on
 * the ad, so it was usable (in use, reviewed) when chosen.
 */
export function pickedOf(m: CreativeMaterial): MaterialItem {
  const scale = matchRatio(m.width, m.height, [...Ratios.general, ...Ratios.video]) ?? ratioText(m.width, m.height);
  return {
    id: m.material_id,
    name: m.name,
    material_name: m.name,
    remark: '',
    type: m.type,
    file_id: null,
    download_url: m.download_url,
    thumb_url: m.thumb_url,
    size: 0,
    format: '',
    width: m.width,
    height: m.height,
    scale,
    screen_type: m.width > m.height ? 1 : m.width < m.height ? 2 : 3,
    duration: null,
    element: null,
    md5: '',
    status: MaterialStatus.ACTIVE,
    source: MaterialSource.ADMIN,
    creator_id: null,
    creator_name: null,
    create_time: 0,
    createTime: 0,
    account_relation_type: 1,
    accounts: [],
    tags: [],
    tag_ids: [],
    third_examine_status: ExamineStatus.PASSED,
    third_examine_platform: 1,
    third_examine_country: null,
    third_examine_reason: null,
    origin: null,
    bound_ad_count: 1,
  };
}

/** The materials of the ad's creatives of one kind, in the order of its id list. */
function materialsOf(item: AdDetail, kind: string, ids: number[]): MaterialItem[] {
  const shown = new Map(
    item.creative_list
      .filter((c) => c.kind === kind)
      .flatMap((c) => c.materials)
      .map((m) => [m.material_id, m] as const),
  );
  return ids.flatMap((id) => {
    const m = shown.get(id);
    return m ? [pickedOf(m)] : [];
  });
}

/** The form's values of a stored ad. */
export function adValuesOf(item: AdDetail): AdFormValues {
  return {
    name: item.name,
    type: item.type,
    status: item.status === CampaignStatus.PAUSED ? CampaignStatus.PAUSED : CampaignStatus.ON,
    description: item.description,
    title: item.title,
    button_text: item.button_text,
    h5_url: item.h5_url,
    deeplink: item.deeplink,
    attribution_link: item.attribution_link,
    ...tracking((field) => item[field]),
    image_ids: materialsOf(item, 'image', item.image_ids),
    video_ids: materialsOf(item, 'video', item.video_ids),
    landing_page_ids: materialsOf(item, 'landing_page', item.landing_page_ids),
    vast: item.vast.map((v) => ({ ad_tag: v.ad_tag, spec: v.spec })),
    placement: item.placement ? { ...item.placement } : { adpos_id: null, tab: '', category: '' },
  };
}

/** The placement sent: none when nothing of it is given (the form's three inputs left empty). */
function placementOf(p: AdFormValues['placement']) {
  const tab = (p.tab ?? '').trim();
  const category = (p.category ?? '').trim();
  if (!p.adpos_id && !tab && !category) return null;
  return { adpos_id: p.adpos_id ?? 0, tab, category };
}

const idsOf = (list: MaterialItem[]) => list.map((m) => m.id);

/**
 * The fields both calls send, trimmed; creatives the type does not show are sent empty (a video or VAST list on
 * another type is refused, and an image list on a JS-tag or VAST ad would be dead weight).
 */
function fieldsOf(values: AdFormValues) {
  const needs = adNeeds(values.type, '');
  return {
    name: values.name.trim(),
    type: values.type,
    status: values.status,
    description: values.description.trim(),
    title: values.title.trim(),
    button_text: values.button_text.trim(),
    h5_url: values.h5_url.trim(),
    deeplink: values.deeplink.trim(),
    attribution_link: values.attribution_link.trim(),
    ...tracking((field) => (values[field] ?? '').trim()),
    image_ids: needs.images ? idsOf(values.image_ids) : [],
    video_ids: needs.videos ? idsOf(values.video_ids) : [],
    landing_page_ids: idsOf(values.landing_page_ids),
    vast: needs.vast ? values.vast.map((v) => ({ ad_tag: (v.ad_tag ?? '').trim(), spec: v.spec ?? '' })) : [],
    placement: placementOf(values.placement),
  };
}

/** The create call's body, under its ad group. */
export const createAdBody = (adGroupId: number, values: AdFormValues): AdCreateBody => ({
  ad_group_id: adGroupId,
  ...fieldsOf(values),
});

/**
 * The update call's body: the id and only what changed from the stored ad (the server checks materials, links and
 * the trigger's needs where they change, so an edit of the title never fails on a trigger switched since).
 */
export function updateAdBody(adId: number, before: AdFormValues, values: AdFormValues): AdUpdateBody {
  const was = fieldsOf(before) as Record<string, unknown>;
  const now = fieldsOf(values) as Record<string, unknown>;
  const changed = Object.fromEntries(
    Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(was[key])),
  );
  return { ad_id: adId, ...changed };
}

/** A 400's field (`vast.1.ad_tag`, `placement.adpos_id`) as the form's name path. */
export const formPathOf = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
