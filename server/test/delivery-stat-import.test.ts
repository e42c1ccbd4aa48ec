import { Code, calls, type DeliveryStatImportItem } from '@adconsole/contract';
import { apiKeyHeaders, type InjectSession, issueApiKey } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINES_PER_COMMIT } from '../src/modules/statistics/stat-import.job.js';
import { type StatLine, statsSender } from './delivery-stats-helper.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The delivery-statistics file import on the real server: a file sent with the intake's API key, imported by a job
// in batches through the intake's writes (rollup totals equal the file's sums), a corrected file replacing what it
// covers, the bad lines reported by number and reason, and the import read back only by its own key.

let server: TestServer;
let admin: InjectSession;
let sender: Awaited<ReturnType<typeof statsSender>>;
const ads: number[] = [];
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
let COUNTRIES: string[] = [];

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, 'admin');
  sender = await statsSender(server, admin);
  const group = await server.database.db.selectFrom('ad_group').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (let i = 0; i < 8; i++) ads.push(await sender.adOf(group.id));
  const countries = await server.database.db.selectFrom('country').select('code').orderBy('code').limit(20).execute();
  COUNTRIES = countries.map((c) => c.code);
});
afterAll(() => server.destroy());

const db = () => server.database.db;

function importFile(body: string, type = 'application/x-ndjson', secret = sender.secret, name?: string) {
  return server.app.inject({
    method: 'POST',
    url: `${calls.deliveryStats.importFile.path}${name ? `?name=${encodeURIComponent(name)}` : ''}`,
    headers: { 'content-type': type, ...apiKeyHeaders(secret) },
    payload: body,
  });
}

const detail = (id: number, secret = sender.secret) =>
  server.app.inject({
    method: 'GET',
    url: `${calls.deliveryStats.importDetail.path}?id=${id}`,
    headers: apiKeyHeaders(secret),
  });

async function settled(id: number): Promise<DeliveryStatImportItem> {
  for (let i = 0; i < 600; i++) {
    const item = (await detail(id)).json().data as DeliveryStatImportItem;
    if (item.status !== 1) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} still running`);
}

async function imported(lines: StatLine[]): Promise<DeliveryStatImportItem> {
  const res = await importFile(`${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  expect(res.json().code, res.body).toBe(200);
  return settled(res.json().data.id);
}

/** Every whole-day line of the test's ads over `days` days and COUNTRIES, then hour lines of the last 3 days. */
function fileLines(days: number, value: (i: number) => number): StatLine[] {
  const lines: StatLine[] = [];
  let i = 0;
  for (const ad_id of ads) {
    for (let d = 4; d < 4 + days; d++) {
      for (const country of COUNTRIES) {
        const v = value(i++);
        lines.push(sender.line({ ad_id, date: daysAgo(d), country, impressions: v * 10, clicks: v, spend: v * 3 }));
      }
    }
    for (let d = 1; d <= 3; d++) {
      for (let hour = 0; hour < 24; hour++) {
        const v = value(i++);
        lines.push(sender.line({ ad_id, date: daysAgo(d), hour, impressions: v * 10, clicks: v, spend: v * 3 }));
      }
    }
  }
  return lines;
}

/** The rollup's sums over the test's ads, per ad. */
async function rollupByAd() {
  const rows = await db()
    .selectFrom('delivery_stat_day')
    .select((eb) => [
      'ad_id',
      eb.fn.sum<number>('impressions').as('impressions'),
      eb.fn.sum<number>('clicks').as('clicks'),
      eb.fn.sum<number>('spend').as('spend'),
      eb.fn.countAll<number>().as('rows'),
    ])
    .where('ad_id', 'in', ads)
    .groupBy('ad_id')
    .orderBy('ad_id')
    .execute();
  return rows.map((r) => [r.ad_id, Number(r.impressions), Number(r.clicks), Number(r.spend), Number(r.rows)]);
}

/** The file's sums per ad, and the rollup rows it makes (one per ad, day and country). */
function fileByAd(lines: StatLine[]) {
  return ads.map((ad) => {
    const mine = lines.filter((l) => l.ad_id === ad);
    const sum = (k: string) => mine.reduce((n, l) => n + Number(l[k]), 0);
    const keys = new Set(mine.map((l) => `${l.date}|${l.country}`));
    return [ad, sum('impressions'), sum('clicks'), sum('spend'), keys.size];
  });
}

describe('the file import', () => {
  it('imports a file in several intake batches; the rollup equals the file sums', async () => {
    // over one commit's lines, so the import writes more than one batch
    const lines = fileLines(60, (i) => (i % 17) + 1);
    expect(lines.length).toBeGreaterThan(LINES_PER_COMMIT);
    const done = await imported(lines);
    expect(done).toMatchObject({
      status: 2,
      failure: null,
      report: { lines: lines.length, stored: lines.length, bad: 0, bad_lines: [] },
    });
    expect(done.bytes_read).toBe(done.size);
    expect(await rollupByAd()).toEqual(fileByAd(lines));
    const batches = await db()
      .selectFrom('delivery_stat_batch')
      .select('batch_id')
      .where('batch_id', 'like', `import/${done.id}/%`)
      .orderBy('id')
      .execute();
    expect(batches.map((b) => b.batch_id)).toEqual([
      `import/${done.id}/1`,
      `import/${done.id}/${LINES_PER_COMMIT + 1}`,
    ]);
  });

  it('a corrected file replaces what it covers and leaves the rest', async () => {
    const first = fileLines(60, (i) => (i % 17) + 1);
    // the same keys with other values for the last 10 whole days and every hour; a whole day for the newest day's
    // hours of the first ad (which replaces them)
    const corrected = fileLines(10, (i) => (i % 5) + 100);
    const whole = sender.line({ ad_id: ads[0], date: daysAgo(1), country: 'ID', impressions: 7, clicks: 7, spend: 7 });
    const done = await imported([...corrected, whole]);
    // the whole day drops the 24 hour lines of its key before it in the file (as within one batch)
    expect(done.report).toMatchObject({ lines: corrected.length + 1, stored: corrected.length + 1 - 24, bad: 0 });
    const key = (l: StatLine) => `${l.ad_id}|${l.date}|${l.hour ?? ''}|${l.country}`;
    const covered = new Set(corrected.map(key));
    const expected = [
      ...first.filter((l) => !covered.has(key(l))),
      ...corrected.filter((l) => !(l.ad_id === ads[0] && l.date === daysAgo(1) && l.country === 'ID')),
      whole,
    ];
    expect(await rollupByAd()).toEqual(fileByAd(expected));
    const hours = await db()
      .selectFrom('delivery_stat_hour')
      .select('hour')
      .where('ad_id', '=', ads[0]!)
      .where('stat_date', '=', daysAgo(1))
      .execute();
    expect(hours.map((h) => h.hour)).toEqual([24]);
  });

  it('skips bad lines and reports them by number and reason, without their content', async () => {
    const p = sender.position;
    const row = (ad: number | string, date: string, hour: string, country: string, app = p.app_id) =>
      `${ad},${date},${hour},${country},${app},${p.id},10,1,0,0,5`;
    const csv = [
      'ad_id,date,hour,country,media_app_id,ad_position_id,impressions,clicks,installs,conversions,spend',
      row(ads[2]!, daysAgo(100), '', 'TH'),
      row(999_999_999, daysAgo(100), '', 'TH'),
      row(ads[2]!, daysAgo(100), '', 'XX'),
      'not,a,line',
      '',
      row(ads[2]!, daysAgo(40), '3', 'TH'),
      row(ads[2]!, daysAgo(101), '', 'TH', p.app_id + 1000),
      row(ads[2]!, daysAgo(101), '', 'ID'),
    ].join('\n');
    const res = await importFile(csv, 'text/csv', sender.secret, 'late days.csv');
    expect(res.json().code, res.body).toBe(200);
    const done = await settled(res.json().data.id);
    expect(done).toMatchObject({
      name: 'late days.csv',
      status: 2,
      report: {
        lines: 7,
        stored: 2,
        bad: 5,
        bad_by_reason: { ad_id: 1, country: 1, columns: 1, folded: 1, position_app: 1 },
        bad_lines: [
          { line: 3, reason: 'ad_id' },
          { line: 4, reason: 'country' },
          { line: 5, reason: 'columns' },
          { line: 7, reason: 'folded' },
          { line: 8, reason: 'position_app' },
        ],
      },
    });
    expect(JSON.stringify(done)).not.toContain('999999999');
    const stored = await db()
      .selectFrom('delivery_stat_day')
      .select(['stat_date', 'country'])
      .where('ad_id', '=', ads[2]!)
      .where('stat_date', '<', daysAgo(90))
      .orderBy('stat_date')
      .execute();
    expect(stored).toEqual([
      { stat_date: daysAgo(101), country: 'ID' },
      { stat_date: daysAgo(100), country: 'TH' },
    ]);
  });

  it('takes only a delivery_stats key; an import is read back only by the key that sent it', async () => {
    const events = await issueApiKey(admin, { name: 'events only', scopes: ['device_events'] });
    const refused = await importFile(
      JSON.stringify(sender.line({ ad_id: ads[0], date: daysAgo(5) })),
      undefined,
      events.secret,
    );
    expect(refused.statusCode).toBe(403);
    const session = await admin.api(calls.deliveryStats.importFile, { name: 'x' });
    expect([401, 403]).toContain(session.statusCode);
    const res = await importFile('', 'text/plain');
    expect(res.json().data.errors[0]).toMatchObject({ field: 'content-type', rule: 'media_type' });
    const done = await imported([sender.line({ ad_id: ads[1], date: daysAgo(200), clicks: 1 })]);
    const other = await issueApiKey(admin, { name: 'other stats sender', scopes: ['delivery_stats'] });
    const hidden = await detail(done.id, other.secret);
    expect(hidden.json().code).toBe(Code.NOT_EXISTS);
  });
});
