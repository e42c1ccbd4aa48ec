import { describe, expect, it } from 'vitest';
import { derivedRates, listMetricsQuery, namedRangeDays } from './list-metrics.js';

describe('list metrics', () => {
  it('names the days of each range, across a month end', () => {
    expect(namedRangeDays('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(namedRangeDays('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(namedRangeDays('last_7_days', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(namedRangeDays('last_30_days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('derives CTR and CPI, null where the divisor is 0', () => {
    expect(derivedRates({ impressions: 200, clicks: 5, installs: 3, spend: 10 })).toEqual({ ctr: 0.025, cpi: 3.33 });
    expect(derivedRates({ impressions: 0, clicks: 0, installs: 0, spend: 0 })).toEqual({ ctr: null, cpi: null });
  });

  it('wants both days of a custom range, in order, at most a year', () => {
    const base = { level: 'campaign', ids: [1] };
    expect(listMetricsQuery.parse(base).range).toBe('today');
    expect(listMetricsQuery.safeParse({ ...base, range: 'custom', from: '2026-01-01' }).success).toBe(false);
    expect(listMetricsQuery.safeParse({ ...base, range: 'custom', from: '2026-01-02', to: '2026-01-01' }).success).toBe(
      false,
    );
    expect(listMetricsQuery.safeParse({ ...base, range: 'custom', from: '2025-01-01', to: '2026-01-02' }).success).toBe(
      false,
    );
    expect(listMetricsQuery.safeParse({ ...base, range: 'custom', from: '2026-01-01', to: '2026-01-31' }).success).toBe(
      true,
    );
    expect(listMetricsQuery.safeParse({ ...base, ids: [] }).success).toBe(false);
  });
});
