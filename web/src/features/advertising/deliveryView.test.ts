import { type DeliveryReason, formatInZone } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/campaigns';
import { deliveryView, reasonText } from './deliveryView';

// a t() over the English texts, interpolating {{name}}
const t = ((key: string, values: Record<string, unknown> = {}) =>
  ((en as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  )) as unknown as TFunction;

const daily: DeliveryReason = {
  level: 'campaign',
  case: 'exceeds_daily_limit',
  limit: 'daily_budget',
  value: 500,
  current: 500,
  // 2026-03-10 16:00 UTC = 2026-03-11 00:00 Asia/Shanghai
  next_change: Date.UTC(2026, 2, 10, 16, 0) / 1000,
  time_zone: 'Asia/Shanghai',
};

describe('delivery status view', () => {
  it('formats times in the campaign time zone', () => {
    expect(formatInZone(Date.UTC(2026, 2, 10, 16, 0) / 1000, 'Asia/Shanghai')).toBe('2026-03-11 00:00');
    expect(formatInZone(Date.UTC(2026, 2, 10, 16, 0) / 1000, 'UTC')).toBe('2026-03-10 16:00');
  });

  it('says which level, which limit and value, and when delivery resumes', () => {
    expect(reasonText(daily, t)).toBe(
      'Campaign · Exceeds daily limit · daily budget 500.00 · now 500.00; resumes 2026-03-11 00:00 Asia/Shanghai',
    );
  });

  it('labels and colours the status the reasons explain, and normal delivery has no reasons', () => {
    const view = deliveryView({ status: 'exceeds_daily_limit', reasons: [daily] }, t);
    expect(view.label).toBe('Exceeds daily limit');
    expect(view.color).toBe('warning');
    expect(view.reasons).toHaveLength(1);
    expect(deliveryView({ status: 'normal', reasons: [] }, t)).toEqual({
      label: 'Normal delivery',
      color: 'success',
      reasons: [],
    });
  });

  it('shows an end time as a time, a quota as a count', () => {
    const ended: DeliveryReason = {
      level: 'ad_group',
      case: 'delivery_expired',
      limit: 'end_time',
      value: Date.UTC(2026, 0, 1, 0, 0) / 1000,
      current: null,
      next_change: null,
      time_zone: 'UTC',
    };
    expect(reasonText(ended, t)).toBe('Ad group · Delivery expired · end time 2026-01-01 00:00');
    const quota: DeliveryReason = { ...ended, case: 'reached_quota', limit: 'quota', value: 100000, current: 100000 };
    expect(reasonText(quota, t)).toBe('Ad group · Reached quota · impression quota 100,000 · now 100,000');
  });
});

describe('an ad delivery', () => {
  it('names the ad level of its own pause before its ad group reasons', () => {
    const view = deliveryView(
      {
        status: 'paused',
        reasons: [
          {
            level: 'ad',
            case: 'paused',
            limit: 'status',
            value: null,
            current: null,
            next_change: null,
            time_zone: 'UTC',
          },
        ],
      },
      t,
    );
    expect(view.label).toBe('Paused');
    expect(view.reasons[0]).toMatch(/^Ad · Paused/);
  });
});
