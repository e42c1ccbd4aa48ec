/**
 * Report volume benchmark: statistics of ACCOUNTS accounts (100), ADS ads (10,000), DAYS days (90) and COUNTRIES
 * countries (20), one media app and ad position per ad: ADS x DAYS x COUNTRIES rows of the daily rollup
 * `delivery_stat_day` (18,000,000), on each engine; then the report's p95 over RUNS runs:
 *   (a) one account over the last 30 days by date (target 200 ms or less),
 *   (b) every account by country over the 90 days (target 2 s or less),
 *   (d) the CSV export of every account's last 30 days by date, ad position and country, against what its OFFSET
 *       pages cost (a grouping of the whole selection a batch),
 * each as the reports area answers `POST /v1/report/query` for an administrator (`query` in
 * server/src/modules/statistics/report.service.ts: the page and the days in one statement, the count only when the
 * first page is full), in this process on one connection pool, with no HTTP in between.
 *
 * The rows are NOT sent through the intake (18 million rows through the batch call would take hours here): the
 * advertising tree is written by multi-row inserts, then the rollup is generated inside the database in one
 * INSERT ... SELECT over ads x days x countries (PostgreSQL generate_series, SQLite a recursive WITH), with the
 * rollup's secondary indexes dropped before and built again after (then ANALYZE). That is what the intake would have
 * written for whole-day lines: the rollup row of a key equals its line. The campaign summary (per account, day,
 * campaign and country) is then filled from the rollup in one grouped INSERT ... SELECT, as the intake keeps it.
 * (a) and (b) read the summary; (c), one account over 30 days by media app, reads the per-ad rollup.
 *
 * Run: npx tsx bench/report-volume.bench.ts  (or npm run bench:report-volume -w bench).
 * Env: ACCOUNTS (100), ADS (10000), DAYS (90), COUNTRIES (20), RUNS (20 for (a), RUNS_B 5 for (b); WARM_B=0 skips
 *      the warm-up run of (b)), ENGINES (sqlite,postgres), BENCH_PG (postgres://postgres@127.0.0.1:5432/postgres; a database made and dropped per run),
 *      BENCH_KEEP (a folder: keep the generated SQLite file and PostgreSQL database there and reuse them next time;
 *      delete the folder and the adconsole_report_volume_kept database after).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportExportRequest as reportExportSchema, reportQuery as reportQuerySchema } from '@adconsole/contract';
import { sql } from 'kysely';
import { type AuthContext, openDatabase, reportQuery as query, reportExport } from '../server/src/public-engine.js';
import { type BenchAd, countryCodes, freshDatabase, makeAds } from './support/delivery-stats.js';
import { loadAverage } from './support/machine.js';

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100);
const ADS = Number(process.env.ADS ?? 10_000);
const DAYS = Number(process.env.DAYS ?? 90);
const COUNTRY_COUNT = Number(process.env.COUNTRIES ?? 20);
const RUNS = Number(process.env.RUNS ?? 20);
const RUNS_B = Number(process.env.RUNS_B ?? 5);
/** WARM_B=0: no warm-up run before (b) (on SQLite one run of (b) takes minutes on a busy machine) */
const WARM_B = process.env.WARM_B !== '0';
const ENGINES = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
const KEEP = process.env.BENCH_KEEP ? path.resolve(process.env.BENCH_KEEP) : null;
const DAY = 86_400_000;

type Handle = ReturnType<typeof openDatabase>;

const admin: AuthContext = {
  sessionId: 0,
  accessVersion: 0,
  userId: 1,
  loginName: 'admin',
  roleId: 1,
  isAdmin: true,
  accountIds: [],
  groups: new Set(),
  menus: new Set(),
};

/** The rollup's secondary indexes as the database defines them (dropped for the load, made again after). */
async function secondaryIndexes(h: Handle): Promise<{ name: string; create: string }[]> {
  if (h.dialect === 'postgres') {
    const r = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where tablename = 'delivery_stat_day' and indexname not like '%_pk'`.execute(
      h.db,
    );
    return r.rows.map((x) => ({ name: x.indexname, create: x.indexdef }));
  }
  const r = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where type = 'index' and tbl_name = 'delivery_stat_day'`.execute(h.db);
  return r.rows.filter((x) => x.sql).map((x) => ({ name: x.name, create: x.sql! }));
}

/** ADS x DAYS x COUNTRIES rollup rows, generated in the database (see the header). */
async function generate(h: Handle, ads: BenchAd[], countries: string[], lastDay: string): Promise<number> {
  const { db } = h;
  await sql`create table bench_ad (id integer primary key, account_id integer, campaign_id integer, ad_group_id integer, media_app_id integer, ad_position_id integer, ad_type integer)`.execute(
    db,
  );
  await sql`create table bench_country (code varchar(8) primary key)`.execute(db);
  for (let at = 0; at < ads.length; at += 1000) {
    const part = ads.slice(at, at + 1000);
    await sql`insert into bench_ad values ${sql.join(
      part.map(
        (a) =>
          sql`(${a.id}, ${a.account_id}, ${a.campaign_id}, ${a.ad_group_id}, ${a.media_app_id}, ${a.ad_position_id}, ${a.ad_type})`,
      ),
    )}`.execute(db);
  }
  await sql`insert into bench_country values ${sql.join(countries.map((c) => sql`(${c})`))}`.execute(db);
  const indexes = await secondaryIndexes(h);
  for (const i of indexes) await sql`drop index ${sql.ref(i.name)}`.execute(db);
  const first = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (DAYS - 1) * DAY).toISOString().slice(0, 10);
  const columns = sql`ad_id, stat_date, country, media_app_id, ad_position_id, account_id, campaign_id, ad_group_id, ad_type, impressions, clicks, installs, conversions, spend`;
  if (h.dialect === 'postgres') {
    await sql`insert into delivery_stat_day (${columns})
      select a.id, to_char(date '${sql.raw(first)}' + d, 'YYYY-MM-DD'), c.code, a.media_app_id, a.ad_position_id,
        a.account_id, a.campaign_id, a.ad_group_id, a.ad_type, i, i / 40, i / 400, i / 1000, i * 2
      from bench_ad a cross join generate_series(0, ${sql.raw(String(DAYS - 1))}) d cross join bench_country c
        cross join lateral (select floor(random() * 20000)::bigint as i) r
      order by a.id, d, c.code`.execute(db);
  } else {
    await sql`insert into delivery_stat_day (${columns})
      with recursive day(n) as (select 0 union all select n + 1 from day where n < ${sql.raw(String(DAYS - 1))})
      select a.id, date('${sql.raw(first)}', '+' || day.n || ' days'), c.code, a.media_app_id, a.ad_position_id,
        a.account_id, a.campaign_id, a.ad_group_id, a.ad_type, i, i / 40, i / 400, i / 1000, i * 2
      from bench_ad a cross join day cross join bench_country c
        cross join (select abs(random() % 20000) as i) r
      order by a.id, day.n, c.code`.execute(db);
  }
  for (const i of indexes) await sql.raw(i.create).execute(db);
  // the campaign summary as the intake keeps it: the rollup's sums per account, day, campaign and country
  await sql`insert into delivery_stat_summary (account_id, stat_date, campaign_id, country, impressions, clicks, installs, conversions, spend)
    select account_id, stat_date, campaign_id, country, sum(impressions), sum(clicks), sum(installs), sum(conversions), sum(spend)
    from delivery_stat_day group by account_id, stat_date, campaign_id, country`.execute(db);
  await sql`drop table bench_ad`.execute(db);
  await sql`drop table bench_country`.execute(db);
  await sql`analyze`.execute(db);
  const n = await db
    .selectFrom('delivery_stat_day')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

function p95(ms: number[]): number {
  const s = [...ms].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]!;
}

/**
 * p95 and p50 of the runs' wall times, and the mean CPU time of this process per run (on SQLite, which runs in this
 * process, that is the report's whole cost and does not grow with the machine's load as wall time does; PostgreSQL's
 * work is in its own processes).
 */
async function timed(
  runs: number,
  body: (i: number) => Promise<unknown>,
  warm = true,
): Promise<{ p95: number; p50: number; cpu: number }> {
  if (warm) await body(-1);
  const ms: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await body(i);
    ms.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const s = [...ms].sort((a, b) => a - b);
  return { p95: p95(ms), p50: s[Math.floor(s.length / 2)]!, cpu: (cpu.user + cpu.system) / 1000 / runs };
}

/** The figures of a measure, with this process's CPU per run. */
const figures = (m: { p95: number; p50: number; cpu: number }) =>
  `p95 ${m.p95.toFixed(0)} ms, p50 ${m.p50.toFixed(0)} ms, node CPU ${m.cpu.toFixed(0)} ms a run`;

async function run(engine: string): Promise<void> {
  const kept = KEEP ? path.join(KEEP, engine) : undefined;
  const reuse = kept && fs.existsSync(path.join(kept, 'generated.json'));
  if (kept) fs.mkdirSync(kept, { recursive: true });
  const base = reuse
    ? (JSON.parse(fs.readFileSync(path.join(kept, 'generated.json'), 'utf8')) as { env: Record<string, string> })
    : await freshDatabase(engine, 'report-volume', kept);
  const lastDay = new Date().toISOString().slice(0, 10);
  const h = openDatabase(base.env.DATABASE_URL ?? null, base.env.DATA_DIR!);
  const out = { push: (line: string) => console.log(line) };
  try {
    let accounts: number[];
    if (!reuse) {
      const started = performance.now();
      const ads = await makeAds(base.env, ACCOUNTS, ADS);
      const countries = await countryCodes(base.env, COUNTRY_COUNT);
      const rows = await generate(h, ads, countries, lastDay);
      out.push(
        `${engine}: generated ${rows.toLocaleString('en')} rollup rows in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      if (kept) fs.writeFileSync(path.join(kept, 'generated.json'), JSON.stringify({ env: base.env, lastDay }));
    }
    accounts = (await h.db.selectFrom('account').select('id').orderBy('id').execute()).map((a) => a.id);
    const dayOf = (back: number) => new Date(Date.now() - back * DAY).toISOString().slice(0, 10);
    const report = (body: Record<string, unknown>) => query(h.db, admin, reportQuerySchema.parse(body) as never);
    // the i-th run's account, over the last 30 days
    const oneAccount = (i: number, ask: Record<string, unknown>) =>
      report({
        from: dayOf(29),
        to: dayOf(0),
        account_ids: [accounts[(i + accounts.length) % accounts.length]!],
        ...ask,
      });
    const a = await timed(RUNS, (i) => oneAccount(i, { dimensions: ['date'], sort_by: 'date', sort_order: 'asc' }));
    out.push(`${engine}: (a) one account, 30 days, by date: ${figures(a)} ` + `(${RUNS} runs, target 200 ms)`);
    const c = await timed(RUNS, (i) => oneAccount(i, { dimensions: ['app'] }));
    out.push(`${engine}: (c) one account, 30 days, by media app (per-ad rollup): ${figures(c)} ` + `(${RUNS} runs)`);
    const b = await timed(
      RUNS_B,
      () => report({ from: dayOf(DAYS - 1), to: dayOf(0), dimensions: ['country'] }),
      WARM_B,
    );
    out.push(
      `${engine}: (b) all accounts, ${DAYS} days, by country: ${figures(b)} ` +
        `(${RUNS_B} runs, target 2000 ms); ${loadAverage().trim()}`,
    );
    // (d) the CSV export of every account's last 30 days by date, ad position and country (the per-ad rollup), drained
    // as a download would. Its first batch waits for the one grouping of the whole selection; each batch of the
    // export as it paged with OFFSET grouped the whole selection again, as that first batch does, so that paging
    // cost about one first batch per 2,000 rows.
    const wide = { from: dayOf(29), to: dayOf(0), dimensions: ['date', 'ad_position', 'country'], lang: 'en-US' };
    const started = performance.now();
    let first = 0;
    let lines = 0;
    const csv = await reportExport(h.db, admin, reportExportSchema.parse(wide) as never);
    for await (const chunk of csv) {
      lines += String(chunk).split('\n').length - 1;
      if (!first && lines > 1) first = performance.now() - started;
    }
    const exported = performance.now() - started;
    const batches = Math.ceil((lines - 1) / 2000);
    out.push(
      `${engine}: (d) export, all accounts, 30 days, by date, ad position and country: ${lines - 1} rows in ` +
        `${exported.toFixed(0)} ms, the first batch after ${first.toFixed(0)} ms; paged with OFFSET, about ` +
        `${batches} x ${first.toFixed(0)} ms = ${((batches * first) / 1000).toFixed(1)} s`,
    );
  } finally {
    await h.close();
    if (!kept && 'drop' in base) await (base as { drop(): Promise<void> }).drop();
  }
}

console.log(
  `${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}; ${ACCOUNTS} accounts, ${ADS} ads, ` +
    `${DAYS} days, ${COUNTRY_COUNT} countries`,
);
for (const engine of ENGINES) await run(engine);
