import { z } from 'zod';

/**
 * Delivery status, computed by the server and answered with its reasons. `paused` is the operator's own switch
 * (status 2), beside the product's delivery labels. The web translates `campaigns.delivery.<code>`.
 */
export const DELIVERY_CASES = [
  'normal',
  'exceeds_daily_limit',
  'exceeds_total_limit',
  'reached_quota',
  'delivery_expired',
  'order_ended',
  'outside_delivery_time',
  'paused',
  'no_ad_groups',
  'no_ads',
] as const;
export type DeliveryCase = (typeof DELIVERY_CASES)[number];
/** Which limit or setting a reason is about (the tooltip's wording: `campaigns.deliveryLimit.<code>`). */
export const DELIVERY_LIMITS = [
  'daily_budget',
  'total_budget',
  'daily_limit',
  'total_limit',
  'quota',
  'start_time',
  'end_time',
  'schedule',
  'status',
] as const;

/**
 * Why a campaign or ad group delivers or not: the level that causes it, the case, the limit and its value against
 * the current figure, and when it next changes (unix s; null never) in the campaign's time zone.
 */
export const deliveryReason = z.object({
  level: z.enum(['campaign', 'ad_group']),
  case: z.enum(DELIVERY_CASES),
  limit: z.enum(DELIVERY_LIMITS).nullable(),
  /** the limit's value: money for budgets and limits, impressions for the quota, unix s for times */
  value: z.number().nullable(),
  /** the figure that reached it: spend today or in total, impressions */
  current: z.number().nullable(),
  next_change: z.number().int().nullable(),
  time_zone: z.string(),
});
export type DeliveryReason = z.infer<typeof deliveryReason>;
/** `status` is the first reason's case; `reasons` empty means normal delivery. */
export const deliveryStatus = z.object({ status: z.enum(DELIVERY_CASES), reasons: z.array(deliveryReason) });
export type DeliveryStatus = z.infer<typeof deliveryStatus>;
