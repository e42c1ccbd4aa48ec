import type { ReportDay } from '@adconsole/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { DayRange } from '../../kit/dateRange';
import { chartPoints, metricText, pointsSum } from './reportView';

const day = (stat_date: string, currency: string, impressions: number, spend: number): ReportDay => ({
  stat_date,
  currency,
  impressions,
  clicks: 0,
  installs: 0,
  conversions: 0,
  spend,
  ctr: impressions ? 0 : null,
  cvr: null,
  cpi: null,
  ecpm: impressions ? (spend * 1000) / impressions : null,
});
const range: DayRange = [dayjs('2026-11-01'), dayjs('2026-11-04').endOf('day')];
const days = [day('2026-11-02', 'USD', 100, 1.1), day('2026-11-04', 'USD', 50, 2.2), day('2026-11-04', 'EUR', 7, 3)];

describe('chartPoints', () => {
  it('gives every day of the range a point, 0 for a count on a day without data, a line per currency', () => {
    expect(chartPoints(days, range, 'impressions', ['EUR', 'USD'])).toEqual([
      { stat_date: '2026-11-01', EUR: 0, USD: 0 },
      { stat_date: '2026-11-02', EUR: 0, USD: 100 },
      { stat_date: '2026-11-03', EUR: 0, USD: 0 },
      { stat_date: '2026-11-04', EUR: 7, USD: 50 },
    ]);
  });

  it('leaves a rate empty (null) on a day without data rather than 0', () => {
    expect(chartPoints(days, range, 'ecpm', ['USD']).map((p) => p.USD)).toEqual([null, 11, null, 44]);
  });
});

describe('pointsSum', () => {
  it('sums one currency exactly, cents included', () => {
    const points = chartPoints(days, range, 'spend', ['EUR', 'USD']);
    expect(pointsSum(points, 'USD')).toBe(3.3);
    expect(pointsSum(points, 'EUR')).toBe(3);
  });
});

describe('metricText', () => {
  const m = { ...day('2026-11-01', 'USD', 12345, 1234.5), ctr: 0.01234, cpi: null };
  it('shows counts grouped, money with 2 decimals, rates in percent and an empty rate as -', () => {
    expect(metricText(m, 'impressions', 'en-US')).toBe('12,345');
    expect(metricText(m, 'spend', 'en-US')).toBe('1,234.50');
    expect(metricText(m, 'ctr', 'en-US')).toBe('1.23%');
    expect(metricText(m, 'cpi', 'en-US')).toBe('-');
  });
});
