import { Code, calls } from '@adconsole/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthContext } from '../src/core/auth-context.js';
import { openReportRows, type ReportSelection } from '../src/modules/statistics/report.repo.js';
import { exportCsv } from '../src/modules/statistics/report.service.js';
import { admin, ads, daysAgo, from, server, to, useReportFixture } from './reports-helper.js';

// The export's rows on both engines: grouped once and read a batch at a time in the report's order (a temporary table
// on SQLite, a cursor on a held connection on PostgreSQL), unmoved by writes made while they are read, let go on
// close; and the export turns of a process, with their refusal.

useReportFixture();

const selection = (): ReportSelection => ({
  from,
  to,
  accounts: null,
  account_ids: [],
  campaign_ids: [],
  ad_group_ids: [],
  ad_ids: Object.values(ads),
  dimensions: ['date', 'country'],
  sort_by: 'spend',
  sort_order: 'desc',
});

async function readAll(batch: number) {
  const rows = await openReportRows(server.database.db, selection());
  try {
    const all = [];
    for (;;) {
      const part = await rows.next(batch);
      all.push(...part);
      if (part.length < batch) return all;
    }
  } finally {
    await rows.close();
  }
}

describe("the export's rows", () => {
  it('come in batches that together are the whole result, in its order', async () => {
    const whole = await readAll(1000);
    expect(whole.map((r) => [r.currency, r.stat_date, r.country, Number(r.spend)])).toEqual([
      ['EUR', daysAgo(1), 'DE', 700],
      ['USD', daysAgo(3), 'ID', 1500],
      ['USD', daysAgo(1), 'ID', 1200],
      ['USD', daysAgo(2), 'TH', 900],
      ['USD', daysAgo(2), 'ID', 750],
      ['USD', daysAgo(3), 'TH', 320],
    ]);
    expect(await readAll(2)).toEqual(whole);
    expect(await readAll(5)).toEqual(whole);
  });

  it('are the ones of the moment the export began: a write meanwhile moves no row between batches', async () => {
    const db = server.database.db;
    const before = await readAll(1000);
    const rows = await openReportRows(db, selection());
    const moved = db
      .updateTable('delivery_stat_day')
      .where('ad_id', '=', ads.a1)
      .where('stat_date', '=', daysAgo(3))
      .where('country', '=', 'TH');
    try {
      const first = await rows.next(2);
      // the last row jumps to the top of its currency: read again from an offset, a row would come twice and it never
      await moved.set({ spend: sql`spend + 10000000` }).execute();
      const rest = [...(await rows.next(2)), ...(await rows.next(2)), ...(await rows.next(2))];
      expect([...first, ...rest]).toEqual(before);
    } finally {
      await rows.close();
      await moved.set({ spend: sql`spend - 10000000` }).execute();
    }
  });

  it('let go of what they hold on close: a connection of the pool, a temporary table', async () => {
    // the pool has 10 connections: one kept by each of these would stop the eleventh
    for (let i = 0; i < 12; i++) {
      const rows = await openReportRows(server.database.db, selection());
      await rows.next(2);
      await rows.close();
      await rows.close();
    }
    if (server.database.dialect === 'sqlite') {
      const left = await sql<{ name: string }>`select name from sqlite_temp_master`.execute(server.database.db);
      expect(left.rows).toEqual([]);
    }
  });
});

describe('export turns', () => {
  const auth: AuthContext = {
    sessionId: 0,
    userId: 1,
    loginName: 'admin',
    roleId: 1,
    isAdmin: true,
    accountIds: [],
    groups: new Set(),
    menus: new Set(),
    accessVersion: 0,
  };
  // read when a test runs: the fixture's ids are set in its beforeAll
  const body = () => ({ from, to, ad_ids: Object.values(ads), dimensions: ['date' as const], lang: 'en-US' as const });
  /** `body()` as the contract parses it, for the service itself */
  const parsed = () => ({
    ...body(),
    account_ids: [],
    campaign_ids: [],
    ad_group_ids: [],
    sort_by: 'date' as const,
    sort_order: 'asc' as const,
  });
  const held: Promise<unknown>[] = [];
  afterEach(async () => {
    // each stream closed as it comes, which hands its turn to the next waiting one
    for (const pending of held.splice(0)) {
      const stream = await pending.catch(() => null);
      (stream as (NodeJS.ReadableStream & { destroy(): void }) | null)?.destroy();
    }
  });

  it('are three at once with twenty waiting; one more is refused with 429 and says so, as JSON', async () => {
    const q = parsed();
    for (let i = 0; i < 23; i++) {
      const pending = exportCsv(server.database.db, auth, q);
      pending.catch(() => {}); // read in afterEach
      held.push(pending);
    }
    await expect(exportCsv(server.database.db, auth, q)).rejects.toMatchObject({
      code: Code.REPORT_EXPORT_BUSY,
      httpStatus: 429,
    });
    const res = await admin.api(calls.reports.export, body() as never);
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json().code).toBe(Code.REPORT_EXPORT_BUSY);
  });

  it('are given back when a reader takes nothing for a while: its download is cut', async () => {
    const q = parsed();
    // every turn taken by a download nobody reads
    const stalled = await Promise.all([1, 2, 3].map(() => exportCsv(server.database.db, auth, q, 200)));
    await Promise.all(stalled.map((stream) => new Promise((closed) => stream.once('close', closed))));
    for (const stream of stalled) expect(stream.errored?.message).toMatch(/nothing read for 200 ms/);
    // a turn kept by one of them would leave this one waiting
    const res = await admin.api(calls.reports.export, body() as never);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('are given back when an export is read to its end', async () => {
    // more exports one after another than there are turns and places: a turn kept would leave the fourth waiting
    for (let i = 0; i < 25; i++) {
      const res = await admin.api(calls.reports.export, body() as never);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
