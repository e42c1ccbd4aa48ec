import {
  BillingType,
  BudgetType,
  CAMPAIGN_RECORD_DEFAULTS,
  type CampaignDetail,
  CampaignObjective,
  CampaignStatus,
  CampaignType,
  formatInZone,
  zonedToUnix,
} from '@adconsole/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { CampaignCreateBody, CampaignUpdateBody } from './api';
import { amountOf } from './campaignRules';

const WALL = 'YYYY-MM-DD HH:mm';

/** The campaign form's values: amounts as typed, times as wall-clock pickers in the campaign's time zone. */
export interface CampaignFormValues {
  account_id?: number;
  name: string;
  objective: number;
  ad_app_id?: number;
  campaign_type: number;
  billing_type: number;
  budget_type: number;
  campaign_budget: string;
  campaign_daily_budget: string;
  currency: string;
  exchange_ratio: string;
  bid_price: string;
  start: Dayjs | null;
  end: Dayjs | null;
  time_zone: string;
  country_bid: { country?: string; bid?: string }[];
  attribution_platform: string;
  attribution_trackers: { affiliate?: string; url?: string }[];
  event_mapping_id: number | null;
  impression_track_url: string;
  click_track_url: string;
  remark: string;
  status: number;
  /** the record's delivery options and references (the form's advanced section) */
  auto_download: number;
  silently_install: number;
  attribution_pi: number;
  app_online: number;
  bid_price_punish_coef: string;
  reservation: Dayjs | null;
  pack_attribution_tracker_url: string;
  io_id: string;
  po_id: string;
  merchant_id: string;
  camp_id: string;
}

const amount = (value: number) => (value > 0 ? String(value) : '');
const wallOf = (seconds: number | null, zone: string) =>
  seconds === null ? null : dayjs(formatInZone(seconds, zone), WALL);

/** A new campaign: on, standard CPI in USD, starting now in Asia/Shanghai. */
export function emptyCampaignValues(now: Dayjs = dayjs()): CampaignFormValues {
  return {
    name: '',
    objective: CampaignObjective.APP_INSTALLS,
    campaign_type: CampaignType.STANDARD,
    billing_type: BillingType.CPI,
    budget_type: BudgetType.STANDARD,
    campaign_budget: '',
    campaign_daily_budget: '',
    currency: 'USD',
    exchange_ratio: '1',
    bid_price: '',
    start: now.startOf('minute'),
    end: null,
    time_zone: 'Asia/Shanghai',
    country_bid: [],
    attribution_platform: 'none',
    attribution_trackers: [],
    event_mapping_id: null,
    impression_track_url: '',
    click_track_url: '',
    remark: '',
    status: CampaignStatus.ON,
    ...CAMPAIGN_RECORD_DEFAULTS,
    bid_price_punish_coef: String(CAMPAIGN_RECORD_DEFAULTS.bid_price_punish_coef),
    reservation: null,
  };
}

/** The form's values of a stored campaign (its times as wall clock in its own zone). */
export function campaignValuesOf(item: CampaignDetail): CampaignFormValues {
  return {
    account_id: item.account_id,
    name: item.name,
    objective: item.objective,
    ad_app_id: item.ad_app_id ?? undefined,
    campaign_type: item.campaign_type,
    billing_type: item.billing_type,
    budget_type: item.budget_type,
    campaign_budget: amount(item.campaign_budget),
    campaign_daily_budget: amount(item.campaign_daily_budget),
    currency: item.currency,
    exchange_ratio: String(item.exchange_ratio),
    bid_price: amount(item.bid_price),
    start: wallOf(item.start_time, item.time_zone),
    end: wallOf(item.end_time, item.time_zone),
    time_zone: item.time_zone,
    country_bid: Object.entries(item.country_bid).map(([country, bid]) => ({ country, bid: String(bid) })),
    attribution_platform: item.attribution_platform,
    attribution_trackers: item.attribution_trackers.map((tracker) => ({ ...tracker })),
    event_mapping_id: item.event_mapping_id,
    impression_track_url: item.impression_track_url,
    click_track_url: item.click_track_url,
    remark: item.remark,
    status: item.status === CampaignStatus.PAUSED ? CampaignStatus.PAUSED : CampaignStatus.ON,
    auto_download: item.auto_download,
    silently_install: item.silently_install,
    attribution_pi: item.attribution_pi,
    app_online: item.app_online,
    bid_price_punish_coef: String(item.bid_price_punish_coef),
    reservation: wallOf(item.reservation_time, item.time_zone),
    pack_attribution_tracker_url: item.pack_attribution_tracker_url,
    io_id: item.io_id,
    po_id: item.po_id,
    merchant_id: item.merchant_id,
    camp_id: item.camp_id,
  };
}

/** Unix seconds of a picked wall-clock time in the zone, or null. */
export const zonedSeconds = (wall: Dayjs | null | undefined, zone: string) =>
  wall ? zonedToUnix(wall.format(WALL), zone) : null;

/** The fields both create and update send. */
function fieldsOf(values: CampaignFormValues) {
  return {
    name: values.name.trim(),
    objective: values.objective,
    ad_app_id: values.ad_app_id ?? 0,
    campaign_type: values.campaign_type,
    billing_type: values.billing_type,
    budget_type: values.budget_type,
    campaign_budget: amountOf(values.campaign_budget),
    campaign_daily_budget: amountOf(values.campaign_daily_budget),
    currency: values.currency,
    exchange_ratio: Number(values.exchange_ratio) || 1,
    bid_price: amountOf(values.bid_price),
    start_time: zonedSeconds(values.start, values.time_zone) ?? 0,
    end_time: zonedSeconds(values.end, values.time_zone),
    time_zone: values.time_zone,
    country_bid: Object.fromEntries(
      values.country_bid.filter((row) => row.country).map((row) => [row.country as string, amountOf(row.bid)] as const),
    ),
    attribution_platform: values.attribution_platform,
    attribution_trackers: values.attribution_trackers
      .filter((row) => row.affiliate || row.url)
      .map((row) => ({ affiliate: (row.affiliate ?? '').trim(), url: (row.url ?? '').trim() })),
    event_mapping_id: values.event_mapping_id ?? null,
    impression_track_url: values.impression_track_url.trim(),
    click_track_url: values.click_track_url.trim(),
    remark: values.remark.trim(),
    status: values.status,
    ...recordFieldsOf(values),
  };
}

/** The record's options and references as sent: a deliver-by time only for a reservation campaign, 1 for no penalty. */
export function recordFieldsOf(values: CampaignFormValues) {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    auto_download: values.auto_download,
    silently_install: values.silently_install,
    attribution_pi: values.attribution_pi,
    app_online: values.app_online,
    bid_price_punish_coef: Number(text(values.bid_price_punish_coef)) || 1,
    reservation_time:
      values.campaign_type === CampaignType.RESERVATION ? zonedSeconds(values.reservation, values.time_zone) : null,
    pack_attribution_tracker_url: text(values.pack_attribution_tracker_url),
    io_id: text(values.io_id),
    po_id: text(values.po_id),
    merchant_id: text(values.merchant_id),
    camp_id: text(values.camp_id),
  };
}

/** The create call's body. */
export const createCampaignBody = (values: CampaignFormValues): CampaignCreateBody => ({
  account_id: values.account_id ?? 0,
  ...fieldsOf(values),
});

/** The update call's body: every field of the form (the account stays). */
export const updateCampaignBody = (id: number, values: CampaignFormValues): CampaignUpdateBody => ({
  campaign_id: id,
  ...fieldsOf(values),
});

/**
 * True when the campaign would be saved on with neither a total nor a daily budget: it then spends without limit,
 * which the form confirms before saving (issue 27 point 8).
 */
export function onWithoutBudget(
  values: Pick<CampaignFormValues, 'status' | 'campaign_budget' | 'campaign_daily_budget'>,
) {
  return (
    values.status === CampaignStatus.ON &&
    !(amountOf(values.campaign_budget) > 0) &&
    !(amountOf(values.campaign_daily_budget) > 0)
  );
}
