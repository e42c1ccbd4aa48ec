/**
 * List benchmark: 1,000,000 materials (3 tags each, 100 accounts) generated into a fresh SQLite file and a fresh
 * PostgreSQL database, then the real server (its own process) on a loopback port with 50 concurrent HTTP clients:
 * (a) the first page of the material list call (`calls.materials.list`) with type + status + account + tag filters,
 * (b) a name search.
 * Each scenario runs closed-loop (every client sends its next request as soon as the last answered: the server's
 * saturation, where latency is mostly queueing) and paced (each client at most RATE requests a second: 50 users with
 * think time, for each rate of RATES). Prints p50/p95/p99 in ms.
 *
 * Run: npx tsx bench/material-list.bench.ts  (or npm run bench:list -w bench), after `npm run build`: the server runs
 * as `npm start` runs it (node on server/dist; SERVER_MODE=tsx-import for the sources).
 * Env: N (materials, 1000000), SECONDS (per run, 10), RATES (per paced client, 1,2,4,8), ENGINES (sqlite,postgres),
 *      BENCH_PG (server URL, postgres://postgres@127.0.0.1:5432/postgres), SCENARIOS (a,b,b2: which to run),
 *      WORKERS (server processes, 1), BENCH_KEEP (a folder: keep the generated data sets there and reuse them on
 *      later runs; delete the folder, and the adconsole_bench_kept_* database, after).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  pgAdminQuery,
  pgDatabaseUrl,
  type ServerMode,
  type ServerProcess,
  signIn,
  startServerProcess,
} from '@adconsole/testkit';
import { createServer, loadConfig } from '../server/src/public-engine.js';
import { ADJECTIVES, type Generated, generatePostgres, generateSqlite, NOUNS } from './material-list/generate.js';
import { type ListBody, type RunResult, runLoad } from './material-list/load.js';

const N = Number(process.env.N ?? 1_000_000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const RATES = (process.env.RATES ?? '1,2,4,8').split(',').map(Number);
const CLIENTS = 50;
/** server processes (the server's WORKERS) */
const WORKERS = process.env.WORKERS ?? '1';
const ENGINES = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
/** A folder to keep the generated data sets in and reuse on the next run (generation takes minutes). */
const KEEP = process.env.BENCH_KEEP ? path.resolve(process.env.BENCH_KEEP) : null;
const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-admin-1';

/** Migrates an empty database and makes the administrator, through the server's own start-up (no listening). */
async function prepare(env: Record<string, string>): Promise<void> {
  // PUBLIC_ORIGIN is required on PostgreSQL; nothing here writes a URL, so any origin does
  const config = loadConfig({ ...env, SEED: 'none', ADMIN_PASSWORD: PASSWORD, PUBLIC_ORIGIN: 'http://localhost' });
  const server = await createServer(config, false);
  await server.close();
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const fmt = (v: number) => v.toFixed(2).padStart(7);

/** CPU time (user + system) a process and its children (a cluster's workers) have used, in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) * 10;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuMs(Number(child)), 0);
}

/** Runs one load against the server and measures the server process's CPU time per answered call. */
async function measured(pid: number, opts: Parameters<typeof runLoad>[0]) {
  const before = cpuMs(pid);
  const r = await runLoad(opts);
  return { ...r, cpuPerCall: (cpuMs(pid) - before) / Math.max(1, r.requests) };
}

function row(engine: string, scenario: string, mode: string, r: RunResult & { cpuPerCall: number }): string {
  return `| ${engine} | ${scenario} | ${mode} | ${r.requests} | ${(r.requests / r.seconds).toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.cpuPerCall.toFixed(2)} | ${r.meanTotal.toFixed(0)} | ${r.errors} |`;
}

/** Where a kept data set of this engine lives (BENCH_KEEP): its folder, database name and generated ids. */
function keptSet(engine: string) {
  if (!KEEP) return null;
  const dir = path.join(KEEP, engine);
  const file = path.join(dir, 'generated.json');
  return {
    dir,
    dbName: `adconsole_bench_kept_${N}`,
    read: () => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Generated) : null),
    write: (gen: Generated) => fs.writeFileSync(file, JSON.stringify(gen)),
  };
}

async function bench(engine: string): Promise<string[]> {
  const kept = keptSet(engine);
  const reused = kept?.read() ?? null;
  const dataDir = kept ? kept.dir : fs.mkdtempSync(path.join(os.tmpdir(), `adconsole-bench-${engine}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  const dbName = kept ? kept.dbName : `adconsole_bench_${Date.now()}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') };
  if (engine === 'postgres') {
    if (!reused) {
      await pgAdminQuery(`drop database if exists ${dbName} with (force)`, PG_BASE);
      await pgAdminQuery(`create database ${dbName}`, PG_BASE);
    }
    env.DATABASE_URL = pgDatabaseUrl(dbName, PG_BASE);
  }
  const lines: string[] = [];
  let server: ServerProcess | null = null;
  try {
    let gen: Generated;
    if (reused) {
      gen = reused;
      console.log(`${engine}: reusing the data set kept in ${dataDir}`);
    } else {
      fs.rmSync(path.join(dataDir, 'adconsole.sqlite'), { force: true });
      await prepare(env);
      console.log(`${engine}: generating ${N.toLocaleString('en-US')} materials…`);
      gen =
        engine === 'sqlite'
          ? await generateSqlite(path.join(dataDir, 'adconsole.sqlite'), N, 1)
          : await generatePostgres(env.DATABASE_URL!, N, 1);
      console.log(`${engine}: generated in ${(gen.ms / 1000).toFixed(1)} s`);
      lines.push(`${engine}: generation ${(gen.ms / 1000).toFixed(1)} s`);
      kept?.write(gen);
    }

    server = await startServerProcess({
      mode: (process.env.SERVER_MODE ?? 'built') as ServerMode,
      dataDir,
      env: { ...env, ADMIN_PASSWORD: PASSWORD, SEED: 'none', WORKERS },
    });
    const { port, child } = server;
    const { token } = await signIn(server.url, 'admin', PASSWORD);

    const scenarios: [string, () => ListBody][] = [
      [
        '(a) type+status+account+tag, page 1',
        () => ({
          type: 1,
          status: 1,
          account_id: pick(gen.accountIds),
          tag_ids: [pick(gen.tagIds)],
          page_no: 1,
          page_size: 10,
        }),
      ],
      [
        '(b) name search "adjective noun"',
        () => ({ name: `${pick(ADJECTIVES)} ${pick(NOUNS)}`, page_no: 1, page_size: 10 }),
      ],
      ['(b2) name search one word', () => ({ name: pick(NOUNS), page_no: 1, page_size: 10 })],
    ];
    const only = process.env.SCENARIOS?.split(',');
    for (const [name, body] of scenarios.filter(([n]) => !only || only.some((o) => n.startsWith(`(${o})`)))) {
      await runLoad({ port, token, clients: CLIENTS, seconds: 2, body }); // warm-up
      const closed = await measured(child!.pid!, { port, token, clients: CLIENTS, seconds: SECONDS, body });
      lines.push(row(engine, name, 'closed loop', closed));
      console.log(lines.at(-1));
      for (const rate of RATES) {
        const paced = await measured(child!.pid!, {
          port,
          token,
          clients: CLIENTS,
          seconds: SECONDS,
          perClientRate: rate,
          body,
        });
        lines.push(row(engine, name, `paced ${rate}/s each`, paced));
        console.log(lines.at(-1));
      }
    }
  } finally {
    await server?.stop();
    if (!kept) {
      if (engine === 'postgres')
        await pgAdminQuery(`drop database if exists ${dbName} with (force)`, PG_BASE).catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return lines;
}

const header = [
  `materials: ${N.toLocaleString('en-US')}, clients: ${CLIENTS}, server workers: ${WORKERS}, ${SECONDS} s per run, ${os.cpus().length} cores (${os.cpus()[0]?.model}), ${new Date().toISOString()}`,
  '| engine | scenario | mode | requests | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/call | mean Total | errors |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
console.log(header.join('\n'));
const out: string[] = [];
for (const engine of ENGINES) out.push(...(await bench(engine)));
console.log(`\n${header.join('\n')}\n${out.filter((l) => l.startsWith('|')).join('\n')}`);
for (const l of out.filter((l) => !l.startsWith('|'))) console.log(l);
