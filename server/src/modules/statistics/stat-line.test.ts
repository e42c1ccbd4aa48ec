import { describe, expect, it } from 'vitest';
import { latestRows } from './intake.service.js';
import { checkStat, parseStatLine, type StatRow } from './stat-line.js';

const ctx = { countries: new Set(['ID', 'TH']), lastDate: '2026-11-27', foldedBefore: '2026-11-12' };
const fields = {
  ad_id: 7,
  date: '2026-11-25',
  hour: 3,
  country: 'id',
  media_app_id: 2,
  ad_position_id: 5,
  impressions: 10,
  clicks: 1,
  installs: 0,
  conversions: 0,
  spend: 120,
};

describe('a delivery statistics line', () => {
  it('reads NDJSON and CSV to the same row; an empty hour is the whole day', () => {
    const row = checkStat(fields, ctx);
    expect(row).toEqual({ row: expect.objectContaining({ ad_id: 7, country: 'ID', hour: 3, spend: 120 }) });
    expect(parseStatLine('7,2026-11-25,3,ID,2,5,10,1,0,0,120', 'text/csv', ctx)).toEqual(row);
    expect(parseStatLine(JSON.stringify({ ...fields, hour: '' }), 'application/x-ndjson', ctx)).toEqual({
      row: expect.objectContaining({ hour: 24 }),
    });
  });

  it('names the first bad field', () => {
    const bad = (o: Record<string, unknown>) => checkStat({ ...fields, ...o }, ctx);
    expect(bad({ ad_id: 0 })).toEqual({ error: 'ad_id' });
    expect(bad({ date: '2026-02-30' })).toEqual({ error: 'date' });
    expect(bad({ hour: 24 })).toEqual({ error: 'hour' });
    expect(bad({ country: 'XX' })).toEqual({ error: 'country' });
    expect(bad({ clicks: 1.5 })).toEqual({ error: 'clicks' });
    expect(bad({ spend: -1 })).toEqual({ error: 'spend' });
    expect(bad({ date: '2026-11-28' })).toEqual({ error: 'future' });
    expect(bad({ date: '2026-11-11' })).toEqual({ error: 'folded' });
    expect(bad({ date: '2026-11-11', hour: null })).toEqual({ row: expect.objectContaining({ hour: 24 }) });
    expect(parseStatLine('1,2', 'text/csv', ctx)).toEqual({ error: 'columns' });
    expect(parseStatLine('[1]', 'application/x-ndjson', ctx)).toEqual({ error: 'json' });
  });
});

describe('the rows of a batch', () => {
  const row = (hour: number, spend: number): StatRow => ({
    ...(checkStat(fields, ctx) as { row: StatRow }).row,
    hour,
    spend,
  });
  it('keep the later of one key, and the later grain of one day', () => {
    expect(
      latestRows([row(1, 1), row(1, 2), row(2, 3)])
        .flat()
        .map((r) => [r.hour, r.spend]),
    ).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(
      latestRows([row(1, 1), row(24, 9)])
        .flat()
        .map((r) => [r.hour, r.spend]),
    ).toEqual([[24, 9]]);
    expect(
      latestRows([row(24, 9), row(5, 1)])
        .flat()
        .map((r) => [r.hour, r.spend]),
    ).toEqual([[5, 1]]);
  });
});
