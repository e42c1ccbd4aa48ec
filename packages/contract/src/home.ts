import { z } from 'zod';
import { adDeliveryStatus } from './ads.js';
import { deliveryStatus } from './delivery-status.js';

// The home page's cockpit: what needs the signed-in user's attention, within their scope. Each part is null when the
// user's role lacks what its screen needs (the web hides that card); `total` counts all, `list` holds the first few.

export const HomeLimits = {
  /** rows each card lists */
  CARD_ROWS: 5,
  /** campaigns the cockpit weighs (the most recently changed live ones): the card is a glance, not a report */
  CAMPAIGNS_MAX: 500,
} as const;

/** A campaign with a daily budget: today's spend (its time zone) against it, and how much of its day has passed. */
export const homePacingItem = z.object({
  campaign_id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  daily_budget: z.number(),
  today_spend: z.number(),
  /** 0-1: the share of the campaign's local day gone */
  day_elapsed: z.number(),
  delivery: deliveryStatus,
});
export type HomePacingItem = z.infer<typeof homePacingItem>;

/** A switched-on campaign or ad group (of a delivering campaign) that does not deliver, with its reasons. */
export const homeIdleItem = z.object({
  level: z.enum(['campaign', 'ad_group']),
  id: z.number().int(),
  name: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  delivery: adDeliveryStatus,
});
export type HomeIdleItem = z.infer<typeof homeIdleItem>;

/** An audience package being imported or generated, with its progress (0-100, null when not known yet). */
export const homeImportItem = z.object({
  cluster_id: z.number().int(),
  name: z.string(),
  generating: z.boolean(),
  percent: z.number().nullable(),
  create_time: z.number().int(),
});

/** A material in review (third_examine_status 2). */
export const homeReviewItem = z.object({
  material_id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  create_time: z.number().int(),
});

/** An audit entry, as the log lists it, without its changed fields. */
export const homeChangeItem = z.object({
  id: z.number().int(),
  time: z.number().int(),
  actor_name: z.string(),
  action: z.string(),
  entity_kind: z.string(),
  entity_id: z.number().int().nullable(),
  entity_name: z.string().nullable(),
});

const part = <T extends z.ZodTypeAny>(item: T) => z.object({ total: z.number().int(), list: z.array(item) }).nullable();

export const homeOverview = z.object({
  pacing: part(homePacingItem),
  idle: part(homeIdleItem),
  imports: part(homeImportItem),
  review: part(homeReviewItem),
  changes: part(homeChangeItem),
});
export type HomeOverview = z.infer<typeof homeOverview>;
