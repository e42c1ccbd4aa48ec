/**
 * Delivery-statistics intake benchmark: the real server (its own process, SEED=none) on a loopback port, over a
 * database with ADS ads (in 100 accounts, written straight to the database) and an API key of scope delivery_stats,
 * then ROWS hour lines sent through the batch call (`calls.deliveryStats.batch`) as NDJSON (or CSV) batches of the
 * call's line limit (10,000), CONCURRENCY calls in flight. The lines are what an ad server sends each hour: every ad
 * in COUNTRIES countries for one hour, hour after hour back from now (inside the raw window), each line a new key.
 * The bodies are made before the clock starts. Prints the wall time, rows per second (target: 100,000 on one
 * process), the server's CPU and peak RSS, per engine.
 *
 * Run: npx tsx bench/delivery-stats-intake.bench.ts  (or npm run bench:stats-intake -w bench).
 * Env: ROWS (1000000), ADS (1000), COUNTRIES (20), CONCURRENCY (4), RUNS (1; more prints their median), ENGINES
 *      (sqlite,postgres), BENCH_PG (server URL,
 *      postgres://postgres@127.0.0.1:5432/postgres; a database is made and dropped per run), SERVER_MODE
 *      (tsx-import; built after `npm run build`), FORMAT (ndjson or csv), SERVER_NODE_ARGS (node flags for the server,
 *      e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), ENTRY (another build's server/dist/main.js: an older commit measured
 *      beside this one).
 */
import os from 'node:os';
import { calls, DeliveryStatLimits } from '@adconsole/contract';
import {
  apiKeyHeaders,
  issueApiKey,
  pgAdminQuery,
  type ServerMode,
  signIn,
  startServerProcess,
} from '@adconsole/testkit';
import { seededRandom, sendBatches } from './support/batch-intake.js';
import { type BenchAd, countryCodes, freshDatabase, makeAds, PASSWORD, spendTotals } from './support/delivery-stats.js';
import { loadAverage } from './support/machine.js';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const ADS = Number(process.env.ADS ?? 1000);
const COUNTRY_COUNT = Number(process.env.COUNTRIES ?? 20);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const ENGINES = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
const MODE = (process.env.SERVER_MODE ?? 'tsx-import') as ServerMode;
const CSV = process.env.FORMAT === 'csv';
const PER_BATCH = DeliveryStatLimits.BATCH_LINES_MAX;
const HOUR = 3_600_000;

/** The spend of every line `bodies` made (the warm-up sends a batch again: it replaces, so this stays the total). */
let spendSent = 0;

/** ROWS lines, hour after hour back from the last full hour: every ad in every country for each hour. */
function bodies(ads: BenchAd[], countries: string[]): Buffer[] {
  const rnd = seededRandom(20261126);
  const lines: string[] = [];
  const out: Buffer[] = [];
  const flush = () => {
    out.push(Buffer.from(`${lines.join('\n')}\n`));
    lines.length = 0;
  };
  let sent = 0;
  for (let back = 1; sent < ROWS; back++) {
    const at = new Date(Math.floor(Date.now() / HOUR) * HOUR - back * HOUR);
    const date = at.toISOString().slice(0, 10);
    const hour = at.getUTCHours();
    for (const ad of ads) {
      for (const country of countries) {
        if (sent >= ROWS) break;
        const impressions = Math.floor(rnd() * 5000);
        const clicks = Math.floor(impressions * rnd() * 0.05);
        const installs = Math.floor(clicks * rnd() * 0.2);
        const conversions = Math.floor(installs * rnd() * 0.5);
        const spend = Math.floor(impressions * rnd() * 3);
        spendSent += spend;
        const f = [ad.id, date, hour, country, ad.media_app_id, ad.ad_position_id];
        lines.push(
          CSV
            ? [...f, impressions, clicks, installs, conversions, spend].join(',')
            : JSON.stringify({
                ad_id: ad.id,
                date,
                hour,
                country,
                media_app_id: ad.media_app_id,
                ad_position_id: ad.ad_position_id,
                impressions,
                clicks,
                installs,
                conversions,
                spend,
              }),
        );
        sent += 1;
        if (lines.length === PER_BATCH) flush();
      }
    }
  }
  if (lines.length) flush();
  return out;
}

async function run(engine: string): Promise<{ text: string; rowsPerSecond: number }> {
  spendSent = 0;
  const base = await freshDatabase(engine, 'stats-intake');
  const ads = await makeAds(base.env, 100, ADS);
  const countries = await countryCodes(base.env, COUNTRY_COUNT);
  const all = bodies(ads, countries);
  const megabytes = all.reduce((n, b) => n + b.length, 0) / 1e6;
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const { DATA_DIR, ...env } = base.env;
  const server = await startServerProcess({ mode: MODE, nodeArgs, dataDir: DATA_DIR!, env, entry: process.env.ENTRY });
  try {
    const admin = await signIn(server.url, 'admin', PASSWORD);
    const key = await issueApiKey(admin, { name: 'bench ad server', scopes: ['delivery_stats'] });
    const headers = { ...apiKeyHeaders(key.secret), 'content-type': CSV ? 'text/csv' : 'application/x-ndjson' };
    // the last batch as a warm-up (the run writes its keys again, as corrections); then, on PostgreSQL, the tables
    // analyzed as autovacuum keeps them on a running platform: on a fresh database's unanalyzed tables the planner
    // reads the rollup by its (date, country) index instead of its primary key for the first minute
    const {
      stored,
      seconds,
      cpuSeconds: cpu,
      clientCpuSeconds,
      peakMiB,
    } = await sendBatches({
      url: `${server.url}${calls.deliveryStats.batch.path}`,
      headers,
      bodies: all,
      warmUp: all[all.length - 1]!,
      concurrency: CONCURRENCY,
      serverPid: server.child.pid!,
      afterWarmUp: async () => {
        if (base.env.DATABASE_URL)
          await pgAdminQuery(
            'analyze delivery_stat_hour, delivery_stat_day, delivery_stat_summary',
            base.env.DATABASE_URL,
          );
      },
    });
    const totals = await spendTotals(base.env);
    if (totals.lines !== spendSent || totals.days !== spendSent || totals.summary !== spendSent)
      throw new Error(`spend sent ${spendSent}, stored ${JSON.stringify(totals)}: the writes went wrong`);
    const text =
      `${engine}: ${stored.toLocaleString('en')} rows (${ads.length} ads x ${countries.length} countries an hour) ` +
      `in ${all.length} calls (${megabytes.toFixed(0)} MB ${CSV ? 'CSV' : 'NDJSON'}, ${CONCURRENCY} in flight) in ` +
      `${seconds.toFixed(1)} s = ${Math.round(stored / seconds).toLocaleString('en')} rows/s; server CPU ` +
      `${cpu.toFixed(1)} s (${Math.round(stored / cpu).toLocaleString('en')} rows per CPU second; the client ` +
      `${clientCpuSeconds.toFixed(1)} s), peak RSS ` +
      `${peakMiB.toFixed(0)} MiB; spend of the lines = rollup = summary = sent; ${loadAverage().trim()}`;
    return { text, rowsPerSecond: stored / seconds };
  } finally {
    await server.stop();
    await base.drop();
  }
}

console.log(
  `${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}, server ${MODE}; ` +
    `${ROWS.toLocaleString('en')} rows, target 100,000 rows/s`,
);
// this machine's speed moves by a sixth between runs of one build: RUNS > 1 prints each run and their median
for (const engine of ENGINES) {
  const figures: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await run(engine);
    console.log(result.text);
    figures.push(result.rowsPerSecond);
  }
  if (RUNS > 1) {
    const sorted = figures.sort((a, b) => a - b);
    const median = (sorted[(RUNS - 1) >> 1]! + sorted[RUNS >> 1]!) / 2;
    console.log(
      `${engine}: median of ${RUNS} runs ${Math.round(median).toLocaleString('en')} rows/s ` +
        `(${Math.round(sorted[0]!).toLocaleString('en')}-${Math.round(sorted[RUNS - 1]!).toLocaleString('en')})`,
    );
  }
}
