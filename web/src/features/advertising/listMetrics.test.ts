import { describe, expect, it } from 'vitest';
import { formatCtr, formatMetricMoney, metricRangeOf, metricsQuery } from './listMetrics';

describe('list metrics', () => {
  it('reads a stored range, today for anything the server would refuse', () => {
    expect(metricRangeOf({ range: 'last_7_days', from: 'x' })).toEqual({ range: 'last_7_days' });
    expect(metricRangeOf({ range: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(metricRangeOf({ range: 'custom', from: '2026-02-01', to: '2026-01-31' })).toEqual({ range: 'today' });
    expect(metricRangeOf({ range: 'custom' })).toEqual({ range: 'today' });
    expect(metricRangeOf({ range: 'forever' })).toEqual({ range: 'today' });
    expect(metricRangeOf(null)).toEqual({ range: 'today' });
  });

  it("asks for a page's rows once each, and nothing for an empty page", () => {
    expect(metricsQuery('ad', [], { range: 'today' })).toBeNull();
    expect(metricsQuery('ad', [3, 1, 3], { range: 'yesterday' })).toEqual({
      level: 'ad',
      ids: [1, 3],
      range: 'yesterday',
    });
    expect(metricsQuery('campaign', [2], { range: 'custom', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      level: 'campaign',
      ids: [2],
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('shows CTR as a percentage and money in the currency, a dash where nothing divides', () => {
    expect(formatCtr(0.01234)).toBe('1.23%');
    expect(formatCtr(null)).toBe('-');
    expect(formatMetricMoney(1234.5, 'USD')).toBe('1,234.50 USD');
    expect(formatMetricMoney(null, 'USD')).toBe('-');
  });
});
