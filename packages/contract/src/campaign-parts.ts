import { z } from 'zod';
import { CampaignLimits } from './campaign-constants.js';
import { int32 } from './numbers.js';
import { safeString } from './strings.js';
import { isHttpUrl } from './text-rules.js';

// The building blocks of the campaign, ad group and ad schemas. Not re-exported by schemas.ts: every export there is
// a named schema of the API (the registry names zod schemas by their export name), and these are pieces.

export const id = int32().positive();
export const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const oneOf = <T extends number>(values: readonly T[]) =>
  z
    .number()
    .int()
    .refine((n) => (values as readonly number[]).includes(n), `must be one of ${values.join(', ')}`);
export const codeOf = (values: readonly string[]) =>
  safeString().refine((s) => values.includes(s), `must be one of ${values.join(', ')}`);
export const money = z
  .number()
  .min(0, 'must not be negative')
  .max(CampaignLimits.MONEY_MAX)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals');
export const unixSeconds = z.number().int().min(0).max(4_102_444_800);
/** http or https URL (tracking URLs must also start with the server's TRACKING_HOST, checked by the server). */
export const url = safeString()
  .trim()
  .max(CampaignLimits.URL_MAX)
  .refine(isHttpUrl, 'must be a valid http or https URL');
export const optUrl = z.union([z.literal(''), url]);
export const timeZone = safeString().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Shanghai');
export const codes = (values: readonly string[]) => z.array(codeOf(values)).max(CampaignLimits.TARGET_VALUES_MAX);
export const named = (list: readonly { code: string }[]) => codes(list.map((o) => o.code));
export const ids = z.array(id).min(1).max(CampaignLimits.BATCH_MAX);

export const creator = z.object({ user_id: z.number().int().nullable(), login_name: z.string() });
/** Delivery figures: spend today (in the time zone) and in total, counts in total. */
export const figures = {
  spend: z.number(),
  today_spend: z.number(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  installs: z.number().int(),
};
