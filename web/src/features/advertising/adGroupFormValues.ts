import {
  type AdGroupDetail,
  type AdGroupTargeting,
  CampaignStatus,
  EMPTY_TARGETING,
  FrequencyPeriod,
  formatInZone,
} from '@adconsole/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { AdGroupCreateBody, AdGroupUpdateBody } from './api';
import { zonedSeconds } from './campaignFormValues';
import { amountOf } from './campaignRules';
import { gridOfSchedule, scheduleOfGrid } from './dayParting';

const WALL = 'YYYY-MM-DD HH:mm';

/** The ad group form's values: amounts as typed, times as wall clock in the campaign's zone, hours of the week. */
export interface AdGroupFormValues {
  name: string;
  status: number;
  trigger_mode: string;
  targeting: AdGroupTargeting;
  total_limit: string;
  daily_limit: string;
  frequency_cap: number;
  frequency_period: number;
  bid_price: string;
  offline_validity_days: number;
  offline_deadline: Dayjs | null;
  anti_hijack: boolean;
  anti_hijack_params: string[];
  transmission_time: number;
  start: Dayjs | null;
  end: Dayjs | null;
  /** day-parting: the hours of the week chosen (day * 24 + hour, Monday 0); the whole week delivers always */
  schedule: number[];
}

const amount = (value: number) => (value > 0 ? String(value) : '');
const wallOf = (seconds: number | null, zone: string) =>
  seconds === null ? null : dayjs(formatInZone(seconds, zone), WALL);

/** A new ad group: on, download, no targeting, no limits, unlimited transmission, following the campaign's flight. */
export function emptyAdGroupValues(): AdGroupFormValues {
  return {
    name: '',
    status: CampaignStatus.ON,
    trigger_mode: 'download',
    targeting: { ...EMPTY_TARGETING },
    total_limit: '',
    daily_limit: '',
    frequency_cap: 0,
    frequency_period: FrequencyPeriod.DAY,
    bid_price: '',
    offline_validity_days: 0,
    offline_deadline: null,
    anti_hijack: false,
    anti_hijack_params: [],
    transmission_time: -1,
    start: null,
    end: null,
    schedule: gridOfSchedule([]),
  };
}

/** The form's values of a stored ad group (its times as wall clock in the campaign's zone). */
export function adGroupValuesOf(item: AdGroupDetail): AdGroupFormValues {
  return {
    name: item.name,
    status: item.status === CampaignStatus.PAUSED ? CampaignStatus.PAUSED : CampaignStatus.ON,
    trigger_mode: item.trigger_mode,
    targeting: { ...EMPTY_TARGETING, ...item.targeting },
    total_limit: amount(item.total_limit),
    daily_limit: amount(item.daily_limit),
    frequency_cap: item.frequency_cap,
    frequency_period: item.frequency_period,
    bid_price: amount(item.bid_price),
    offline_validity_days: item.offline_validity_days,
    offline_deadline: wallOf(item.offline_deadline, item.time_zone),
    anti_hijack: item.anti_hijack,
    anti_hijack_params: [...item.anti_hijack_params],
    transmission_time: item.transmission_time,
    start: wallOf(item.start_time, item.time_zone),
    end: wallOf(item.end_time, item.time_zone),
    schedule: gridOfSchedule(item.schedule),
  };
}

function fieldsOf(values: AdGroupFormValues, zone: string) {
  return {
    name: values.name.trim(),
    status: values.status,
    trigger_mode: values.trigger_mode,
    targeting: { ...EMPTY_TARGETING, ...values.targeting },
    total_limit: amountOf(values.total_limit),
    daily_limit: amountOf(values.daily_limit),
    frequency_cap: values.frequency_cap,
    frequency_period: values.frequency_period,
    bid_price: amountOf(values.bid_price),
    offline_validity_days: Number(values.offline_validity_days) || 0,
    offline_deadline: zonedSeconds(values.offline_deadline, zone),
    anti_hijack: values.anti_hijack,
    anti_hijack_params: values.anti_hijack ? values.anti_hijack_params.map((p) => p.trim()).filter(Boolean) : [],
    transmission_time: Number(values.transmission_time),
    start_time: zonedSeconds(values.start, zone),
    end_time: zonedSeconds(values.end, zone),
    schedule: scheduleOfGrid(values.schedule),
  };
}

/** The create call's body, under its campaign (times in the campaign's zone). */
export const createAdGroupBody = (campaignId: number, values: AdGroupFormValues, zone: string): AdGroupCreateBody => ({
  campaign_id: campaignId,
  ...fieldsOf(values, zone),
});

/** The update call's body: every field of the form. */
export const updateAdGroupBody = (id: number, values: AdGroupFormValues, zone: string): AdGroupUpdateBody => ({
  ad_group_id: id,
  ...fieldsOf(values, zone),
});
