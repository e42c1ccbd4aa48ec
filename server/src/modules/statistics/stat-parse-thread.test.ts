import { createHash } from 'node:crypto';
import { DeliveryStatLimits } from '@adconsole/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { packRows, plainContext, readStatBody, unpackRows } from './stat-body.js';
import { StatParseThread } from './stat-parse-thread.js';

const ctx = { countries: new Set(['ID', 'TH']), lastDate: '2026-11-27', foldedBefore: '2026-11-12' };
const line = (o: Record<string, unknown>) =>
  JSON.stringify({
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
    spend: 2 ** 40,
    ...o,
  });
const NDJSON = 'application/x-ndjson';

const thread = new StatParseThread();
afterAll(() => thread.close());

describe('the statistics parse thread', () => {
  it('answers what reading the body here answers: rows, bad lines by number, the line count and the digest', async () => {
    const text = [line({}), 'not json', '', line({ ad_id: 8, country: 'TH', date: '2026-11-26', hour: null })].join(
      '\n',
    );
    const here = await readStatBody(Buffer.from(text), NDJSON, ctx);
    // a body on an array buffer of its own, as a request's joined chunks are: handed to the thread, not copied
    const body = Buffer.alloc(Buffer.byteLength(text));
    body.write(text);
    const answer = await thread.parse(body, NDJSON, plainContext(ctx));
    expect(body.byteLength).toBe(0);
    if ('refused' in answer) throw new Error(answer.refused);
    expect(answer.lines).toBe(3);
    expect(answer.bad).toEqual([{ line: 2, reason: 'json' }]);
    expect(answer.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    expect(unpackRows(answer.packed)).toEqual(here.rows);
    expect(here.rows.map((r) => [r.line, r.row.ad_id, r.row.hour, r.row.stat_date, r.row.spend])).toEqual([
      [1, 7, 3, '2026-11-25', 2 ** 40],
      [4, 8, 24, '2026-11-26', 2 ** 40],
    ]);
  });

  it('refuses a body of more lines than a batch carries', async () => {
    const text = Array.from({ length: DeliveryStatLimits.BATCH_LINES_MAX + 1 }, () => line({})).join('\n');
    expect(await thread.parse(Buffer.from(text), NDJSON, plainContext(ctx))).toMatchObject({ refused: 'max_lines' });
  });

  it('packs rows into typed arrays and back unchanged', () => {
    const rows = [
      { line: 3, row: { ...base, ad_id: 2 ** 31 - 1 } },
      { line: 9, row: { ...base, stat_date: '2026-11-20', country: 'TH', hour: 24, spend: 9_007_199_254_740_991 } },
    ];
    expect(unpackRows(packRows(rows))).toEqual(rows);
  });
});

const base = {
  ad_id: 1,
  stat_date: '2026-11-25',
  country: 'ID',
  media_app_id: 2,
  ad_position_id: 5,
  hour: 3,
  impressions: 1,
  clicks: 2,
  installs: 3,
  conversions: 4,
  spend: 5,
};
