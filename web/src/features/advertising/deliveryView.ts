import type { AdDeliveryStatus, DeliveryCase } from '@adconsole/contract';
import { formatInZone } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '../../kit/format';
import type { DeliveryView } from './DeliveryStatusTag';

/**
 * A reason of a campaign, ad group or ad (an ad's reasons add the `ad` level to its ad group's): a campaign's or ad
 * group's delivery is one of these too.
 */
type AnyReason = AdDeliveryStatus['reasons'][number];

/** The label colour of each case (antd preset tag colours). */
const COLORS: Record<DeliveryCase, string> = {
  normal: 'success',
  exceeds_daily_limit: 'warning',
  exceeds_total_limit: 'error',
  reached_quota: 'warning',
  delivery_expired: 'default',
  order_ended: 'default',
  outside_delivery_time: 'processing',
  paused: 'default',
  no_ad_groups: 'warning',
  no_ads: 'warning',
};

/** Cases that end by themselves when `next_change` comes: the tooltip says "resumes". */
const RESUMING: readonly DeliveryCase[] = ['exceeds_daily_limit', 'outside_delivery_time'];

/** A money amount with 2 decimals and separators (the kit's, shared with the audit log). */
export { formatMoney };

function figure(reason: AnyReason, value: number | null): string | null {
  if (value === null) return null;
  switch (reason.limit) {
    case 'start_time':
    case 'end_time':
      return formatInZone(value, reason.time_zone);
    case 'quota':
      return formatNumber(value, 0);
    default:
      return formatMoney(value);
  }
}

/** One reason as a sentence: the level, the limit with its value and the current figure, and when it next changes. */
export function reasonText(reason: AnyReason, t: TFunction): string {
  const parts = [t(`campaigns.delivery.level.${reason.level}`), t(`campaigns.delivery.${reason.case}`)];
  const value = figure(reason, reason.value);
  const current = figure(reason, reason.current);
  if (reason.limit) {
    const limit = t(`campaigns.deliveryLimit.${reason.limit}`);
    parts.push(value === null ? limit : t('campaigns.delivery.limitValue', { limit, value }));
  }
  if (current !== null) parts.push(t('campaigns.delivery.current', { value: current }));
  let text = parts.join(' · ');
  if (reason.next_change !== null) {
    const time = formatInZone(reason.next_change, reason.time_zone);
    const key = RESUMING.includes(reason.case) ? 'campaigns.delivery.resumes' : 'campaigns.delivery.changes';
    text += t('campaigns.delivery.then', { next: t(key, { time, zone: reason.time_zone }) });
  }
  return text;
}

/** The label, colour and tooltip lines of a delivery status, all from the one answer of the server. */
export function deliveryView(delivery: AdDeliveryStatus, t: TFunction): DeliveryView {
  return {
    label: t(`campaigns.delivery.${delivery.status}`),
    color: COLORS[delivery.status],
    reasons: delivery.reasons.map((reason) => reasonText(reason, t)),
  };
}
