import { describe, expect, it } from 'vitest';
import { reportRow, withRates } from './report.view.js';

const sums = { impressions: 20_000, clicks: 300, installs: 40, conversions: 12, spend: 12_345 };

describe('withRates', () => {
  it('derives CTR, CVR, CPI and eCPM from the sums, spend in major units', () => {
    expect(withRates(sums)).toEqual({
      impressions: 20_000,
      clicks: 300,
      installs: 40,
      conversions: 12,
      spend: 123.45,
      ctr: 0.015,
      cvr: 0.04,
      cpi: 3.0863,
      ecpm: 6.1725,
    });
  });

  it('answers null for a rate whose denominator is 0', () => {
    expect(withRates({ impressions: 0, clicks: 0, installs: 0, conversions: 0, spend: 500 })).toMatchObject({
      spend: 5,
      ctr: null,
      cvr: null,
      cpi: null,
      ecpm: null,
    });
  });

  it('reads the sums PostgreSQL answers as numbers and rounds ratios to 6 decimals', () => {
    const r = withRates({ impressions: 3, clicks: 1, installs: 3, conversions: 1, spend: 100 } as never);
    expect(r.ctr).toBe(0.333333);
    expect(r.cvr).toBe(1);
    expect(r.cpi).toBe(0.3333);
  });

  it('computes the rates of a total from its sums, not by averaging rows', () => {
    const a = withRates({ impressions: 100, clicks: 10, installs: 0, conversions: 0, spend: 0 });
    const b = withRates({ impressions: 900, clicks: 0, installs: 0, conversions: 0, spend: 0 });
    const total = withRates({ impressions: 1000, clicks: 10, installs: 0, conversions: 0, spend: 0 });
    expect(total.ctr).toBe(0.01);
    expect(((a.ctr ?? 0) + (b.ctr ?? 0)) / 2).not.toBe(total.ctr);
  });
});

describe('reportRow', () => {
  it('keeps only the chosen dimensions, and an empty name for an app or position that is gone', () => {
    const row = reportRow({ currency: 'USD', ...sums, media_app_id: 3, media_app_name: null, country: 'ID' });
    expect(row).toMatchObject({ currency: 'USD', media_app_id: 3, media_app_name: '', country: 'ID' });
    expect(row).not.toHaveProperty('stat_date');
    expect(row).not.toHaveProperty('ad_type');
  });
});
