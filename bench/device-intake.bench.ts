/**
 * Device-event intake benchmark: the real server (its own process, SEED=none) on a loopback port, an API key issued
 * through the administrators' call, then EVENTS events (1,000,000) sent through the batch call
 * (`calls.deviceEvents.batch`) as NDJSON batches of the call's line limit (10,000), CONCURRENCY calls in flight.
 * The bodies are made before the clock starts (each its own devices, countries, events and times in the last
 * 30 days). Prints the wall time, events per minute, the server's CPU and peak RSS, per engine.
 *
 * Run: npx tsx bench/device-intake.bench.ts  (or npm run bench:device-intake -w bench).
 * Env: EVENTS (1000000), CONCURRENCY (4), ENGINES (sqlite,postgres), BENCH_PG (server URL,
 *      postgres://postgres@127.0.0.1:5432/postgres; a database is made and dropped per run), SERVER_MODE
 *      (tsx-import; built after `npm run build`), FORMAT (ndjson or csv), SERVER_NODE_ARGS (node flags for the server).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calls, DeviceEventLimits } from '@adconsole/contract';
import {
  apiKeyHeaders,
  issueApiKey,
  pgAdminQuery,
  pgDatabaseUrl,
  type ServerMode,
  signIn,
  startServerProcess,
} from '@adconsole/testkit';
import { firstLine, seededRandom, sendBatches } from './support/batch-intake.js';
import { loadAverage } from './support/machine.js';

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const ENGINES = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MODE = (process.env.SERVER_MODE ?? 'tsx-import') as ServerMode;
const CSV = process.env.FORMAT === 'csv';
const PASSWORD = 'bench-intake-1';
const PER_BATCH = DeviceEventLimits.BATCH_LINES_MAX;
const COUNTRIES = ['SG', 'ID', 'MY', 'PH', 'TH', 'VN', 'US', 'DE', 'FR', 'BR'];
const KINDS = ['click', 'install', 'event'];
const DAY = 86_400_000;

function bodies(now: number): Buffer[] {
  const rnd = seededRandom(20261126);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 16).toString(16)).join('');
  const out: Buffer[] = [];
  for (let sent = 0; sent < EVENTS; sent += PER_BATCH) {
    const lines: string[] = [];
    for (let i = 0; i < Math.min(PER_BATCH, EVENTS - sent); i++) {
      const device_id = `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
      const country = COUNTRIES[Math.floor(rnd() * COUNTRIES.length)]!;
      const event = KINDS[Math.floor(rnd() * KINDS.length)]!;
      const industry_category = rnd() < 0.5 ? 1 : 2;
      const time = now - Math.floor(rnd() * 29 * DAY);
      lines.push(
        CSV
          ? `${device_id},${country},${event},${industry_category},${time}`
          : JSON.stringify({ device_id, country, event, industry_category, time }),
      );
    }
    out.push(Buffer.from(`${lines.join('\n')}\n`));
  }
  return out;
}

async function run(engine: string, all: Buffer[]): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `adconsole-intake-${engine}-`));
  const dbName = `adconsole_intake_${Date.now()}`;
  const env: Record<string, string> = { SEED: 'none', ADMIN_PASSWORD: PASSWORD };
  if (engine === 'postgres') {
    await pgAdminQuery(`create database ${dbName}`, PG_BASE);
    env.DATABASE_URL = pgDatabaseUrl(dbName, PG_BASE);
  }
  // SERVER_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startServerProcess({ mode: MODE, nodeArgs, dataDir: path.join(dataDir, 'data'), env });
  try {
    const admin = await signIn(server.url, 'admin', PASSWORD);
    const key = await issueApiKey(admin, { name: 'bench pipeline', scopes: ['device_events'] });
    const headers = {
      ...apiKeyHeaders(key.secret),
      'content-type': CSV ? 'text/csv' : 'application/x-ndjson',
    };
    const {
      stored,
      seconds,
      cpuSeconds: cpu,
      peakMiB,
    } = await sendBatches({
      url: `${server.url}${calls.deviceEvents.batch.path}`,
      headers,
      bodies: all,
      warmUp: firstLine(all[0]!),
      concurrency: CONCURRENCY,
      serverPid: server.child.pid!,
    });
    const perMinute = Math.round((stored / seconds) * 60);
    return (
      `${engine}: ${stored.toLocaleString('en')} events in ${all.length} calls (${CSV ? 'CSV' : 'NDJSON'}, ` +
      `${CONCURRENCY} in flight) in ${seconds.toFixed(1)} s = ${perMinute.toLocaleString('en')} events/min; ` +
      `server CPU ${cpu.toFixed(1)} s, peak RSS ${peakMiB.toFixed(0)} MiB; ${loadAverage().trim()}`
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') await pgAdminQuery(`drop database if exists ${dbName} with (force)`, PG_BASE);
  }
}

const all = bodies(Date.now());
const megabytes = all.reduce((n, b) => n + b.length, 0) / 1e6;
console.log(
  `${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}, server ${MODE}; ` +
    `${EVENTS.toLocaleString('en')} events, ${megabytes.toFixed(0)} MB of ${CSV ? 'CSV' : 'NDJSON'}`,
);
for (const engine of ENGINES) console.log(await run(engine, all));
