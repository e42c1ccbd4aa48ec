import { z } from 'zod';
import { CampaignType } from './campaign-constants.js';
import { optUrl, unixSeconds } from './campaign-parts.js';
import type { FieldError } from './envelope.js';
import { safeString } from './strings.js';

// The campaign record's delivery options and references beyond the form's main sections (docs/campaign-fields.md
// says what each does for delivery): download and install behaviour, pre-install attribution, the bid penalty, the
// reservation's delivery deadline, and the order and external ids finance and the attribution platform match on.

/** A switch of the record: 0 off, 1 on. */
export const CampaignFlag = { OFF: 0, ON: 1 } as const;
export const CAMPAIGN_FLAGS = Object.values(CampaignFlag);

/** Billing state, computed from spend and the flight: 1 nothing spent yet, 2 spend accruing, 3 ended with spend. */
export const BillStatus = { NO_SPEND: 1, BILLING: 2, ENDED: 3 } as const;
export const BILL_STATUSES = Object.values(BillStatus);

/** Set-up state, computed: 1 incomplete (no live ad group with a live ad), 2 complete (the ad server can serve it). */
export const ConfigStatus = { INCOMPLETE: 1, COMPLETE: 2 } as const;
export const CONFIG_STATUSES = Object.values(ConfigStatus);

export const CampaignRecordLimits = {
  /** io_id, po_id, merchant_id, camp_id: ids of other systems */
  EXTERNAL_ID_MAX: 64,
  /** the bid penalty multiplies the bid: 1 no penalty, down to this */
  PUNISH_COEF_MIN: 0.01,
  PUNISH_COEF_MAX: 1,
} as const;

/** External ids are matched by other systems (finance, attribution platforms) as typed: no spaces or markup. */
export const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9._:-]*$/;
export const EXTERNAL_ID_MSG = 'only letters, digits and . _ : -';

const flag = z
  .number()
  .int()
  .refine((n) => (CAMPAIGN_FLAGS as readonly number[]).includes(n), 'must be 0 or 1');
const externalId = safeString()
  .trim()
  .max(CampaignRecordLimits.EXTERNAL_ID_MAX)
  .regex(EXTERNAL_ID_PATTERN, EXTERNAL_ID_MSG);
const punishCoef = z
  .number()
  .min(CampaignRecordLimits.PUNISH_COEF_MIN)
  .max(CampaignRecordLimits.PUNISH_COEF_MAX)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals');

/** The record's fields an operator sets, as create and update take them. */
export const campaignRecordFields = {
  auto_download: flag,
  silently_install: flag,
  attribution_pi: flag,
  app_online: flag,
  bid_price_punish_coef: punishCoef,
  /** reservation campaigns: the time the booked quota is to be delivered by (unix seconds); null none */
  reservation_time: unixSeconds.nullable(),
  pack_attribution_tracker_url: optUrl,
  io_id: externalId,
  po_id: externalId,
  merchant_id: externalId,
  camp_id: externalId,
};

/** Their values for a campaign that does not give them (what existing campaigns read as too). */
export const CAMPAIGN_RECORD_DEFAULTS = {
  auto_download: CampaignFlag.OFF,
  silently_install: CampaignFlag.OFF,
  attribution_pi: CampaignFlag.OFF,
  app_online: CampaignFlag.ON,
  bid_price_punish_coef: 1,
  reservation_time: null,
  pack_attribution_tracker_url: '',
  io_id: '',
  po_id: '',
  merchant_id: '',
  camp_id: '',
} as const;

/** The record's answer fields: those an operator sets, the computed ones, and the spec's names of existing ones. */
export const campaignRecordAnswer = {
  /** the campaign's id again, under the spec's name (= campaign_id) */
  id: z.number().int(),
  auto_download: z.number().int(),
  silently_install: z.number().int(),
  attribution_pi: z.number().int(),
  app_online: z.number().int(),
  bid_price_punish_coef: z.number(),
  reservation_time: z.number().int().nullable(),
  pack_attribution_tracker_url: z.string(),
  /** the first attribution tracker's URL ('' none): the spec's single link, set through attribution_trackers */
  attribution_tracker_url: z.string(),
  io_id: z.string(),
  po_id: z.string(),
  merchant_id: z.string(),
  camp_id: z.string(),
  bill_status: z.number().int(),
  config_status: z.number().int(),
  create_user_id: z.number().int().nullable(),
  modify_user_id: z.number().int().nullable(),
  /** who last changed the campaign (its modify_user_id and login name) */
  modifier: z.object({ user_id: z.number().int().nullable(), login_name: z.string() }),
};

/** What the option rules read: the record's options with the campaign's type and flight. */
export interface CampaignOptionFacts {
  campaign_type: number;
  start_time: number;
  end_time: number | null;
  auto_download: number;
  silently_install: number;
  attribution_pi: number;
  pack_attribution_tracker_url: string;
  reservation_time: number | null;
}

/**
 * The rules between the options, every one that fails (the server answers them as one 400, the form shows them at
 * their fields): a silent install needs the download to start by itself; pre-install attribution needs the link it
 * reports through; a reservation deadline belongs to reservation campaigns and lies after the start, not after the end.
 */
export function campaignOptionProblems(f: CampaignOptionFacts): FieldError[] {
  const errors: FieldError[] = [];
  if (f.silently_install === CampaignFlag.ON && f.auto_download !== CampaignFlag.ON) {
    errors.push({
      field: 'silently_install',
      rule: 'auto_download',
      message: 'a silent install needs auto_download 1',
    });
  }
  if (f.attribution_pi === CampaignFlag.ON && !f.pack_attribution_tracker_url.trim()) {
    errors.push({
      field: 'pack_attribution_tracker_url',
      rule: 'required',
      message: 'pre-install attribution (attribution_pi 1) needs pack_attribution_tracker_url',
    });
  }
  if (f.reservation_time !== null) {
    if (f.campaign_type !== CampaignType.RESERVATION) {
      errors.push({
        field: 'reservation_time',
        rule: 'campaign_type',
        message: 'reservation_time is for reservation campaigns (campaign_type 2) only',
      });
    } else if (f.reservation_time <= f.start_time || (f.end_time !== null && f.reservation_time > f.end_time)) {
      errors.push({
        field: 'reservation_time',
        rule: 'within_flight',
        message: 'reservation_time must be after start_time and not after end_time',
      });
    }
  }
  return errors;
}
