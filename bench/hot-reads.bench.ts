/**
 * Hot-read benchmark (issue 28): what the reads every console page makes cost the server per call, next to a bare
 * stack answering the same material page, measured in ONE run so the ratio holds on any machine.
 * The built server (as `npm start` runs it) starts on a fresh data folder with the demo seed; the bench signs in
 * (admin unless BENCH_USER) and runs, for each hot read (material, campaign, ad group, ad, audience and app lists, the
 * session's role menu), a closed loop of CLIENTS connections for SECONDS, printing calls/s, p50/p99 and the server's
 * CPU ms per call (utime + stime of the process and its children from /proc, before and after). Right after each
 * read, the bare anchor (bench/hot-reads/bare-server.ts: Fastify + Kysely + better-sqlite3 on the same SQLite file,
 * read-only) is measured the same way on the material page, and the read's CPU per call is printed as a ratio to it:
 * measured back to back, a swing of the machine's load weighs on both figures of a ratio alike.
 * Idle RSS of the server is printed after start and after the loops.
 *
 * Needs `npm run build -w server` first. Run: npx tsx bench/hot-reads.bench.ts (or npm run bench:hot-reads -w bench)
 * Env: SECONDS (8), CLIENTS (50), READS (labels to run, comma separated, default all),
 *      ENGINES (sqlite; postgres adds a PostgreSQL run, without an anchor: its CPU figure is the node process's only,
 *      the database's own processes are not counted),
 *      BENCH_USER (admin; a demo user such as `advertiser` goes through the group check and an account scope),
 *      ENCODING (identity; `br, gzip` to measure as a browser asks, the server compressing answers over 1 KB),
 *      CPU_PROF (a folder: the server, seeded by a first start, restarts under --cpu-prof and writes its profile there
 *      on stop; summarise it with npx tsx bench/hot-reads/top-frames.ts <file>),
 *      IDLE_MS (2000: settle time before the idle RSS),
 *      ENTRY (another build's main.js, e.g. an older commit's, run instead of server/dist),
 *      BENCH_PG (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Call, calls } from '@adconsole/contract';
import {
  callRequest,
  DEMO_ENV,
  demoPassword,
  freePort,
  type HttpSession,
  pgAdminQuery,
  pgDatabaseUrl,
  repoRoot,
  signIn,
  startServerProcess,
  stopChild,
} from '@adconsole/testkit';
import { type CallSpec, type CallStats, closedLoop } from './support/closed-loop.js';
import { loadAverage, treeCpuMs, treeRssKb } from './support/machine.js';

const SECONDS = Number(process.env.SECONDS ?? 8);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const ENGINES = (process.env.ENGINES ?? 'sqlite').split(',');
const ONLY = process.env.READS?.split(',');
const USER = process.env.BENCH_USER ?? 'admin';
const ENCODING = process.env.ENCODING ?? 'identity';
const CPU_PROF = process.env.CPU_PROF ? path.resolve(process.env.CPU_PROF) : null;
const IDLE_MS = Number(process.env.IDLE_MS ?? 2000);
/** another build's main.js to measure instead of server/dist (an older commit's, for a before/after pair) */
const ENTRY = process.env.ENTRY ? path.resolve(process.env.ENTRY) : undefined;
const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TIMEOUT_MS = 30_000;

/** The material page both the server and the bare anchor answer: the console's image tab, first page. */
const MATERIAL_PAGE = { type: 1, status: 1, page_no: 1, page_size: 10 };

/** The hot reads, each a declared call and its input (the console's first page; the ad groups of the first campaign
 * with any, the ads of the first of its ad groups with any). */
async function reads(session: HttpSession): Promise<[string, Call, unknown][]> {
  const campaigns = await session.api(calls.campaigns.list, { page_no: 1, page_size: 100 });
  let campaignId = 0;
  let groupId = 0;
  for (const c of campaigns.data.list) {
    const groups = await session.api(calls.campaigns.groupList, {
      campaign_id: c.campaign_id,
      page_no: 1,
      page_size: 100,
    });
    for (const g of groups.data.list) {
      const ads = await session.api(calls.ads.list, { ad_group_id: g.ad_group_id, page_no: 1, page_size: 10 });
      if (ads.data.total > 0) [campaignId, groupId] = [c.campaign_id, g.ad_group_id];
      if (groupId) break;
    }
    if (groupId) break;
  }
  if (!groupId) throw new Error('the demo seed has no campaign with ad groups and ads');
  return [
    ['material list', calls.materials.list, MATERIAL_PAGE],
    ['campaign list', calls.campaigns.list, { page_no: 1, page_size: 10 }],
    ['ad group list', calls.campaigns.groupList, { campaign_id: campaignId, page_no: 1, page_size: 10 }],
    ['ad list', calls.ads.list, { ad_group_id: groupId, page_no: 1, page_size: 10 }],
    ['audience list', calls.audiences.list, { page_no: 1, page_size: 10 }],
    ['app list', calls.apps.list, { page: 1, pagesize: 10 }],
    ['role menu', calls.session.roleMenu, { user_id: session.user_id }],
  ];
}

function spec(label: string, call: Call, input: unknown, token: string | null): CallSpec {
  const { url, payload } = callRequest(call, input);
  return {
    label,
    method: call.method as 'GET' | 'POST',
    path: url,
    headers: { 'accept-encoding': ENCODING, ...(token ? { token } : {}) },
    body: () => payload,
  };
}

interface Measured extends CallStats {
  cpuPerCall: number;
}

/** A warm-up, then the measured closed loop with the server's CPU time before and after. */
async function measure(pid: number, port: number, s: CallSpec): Promise<Measured> {
  await closedLoop({ port, spec: s, clients: CLIENTS, seconds: Math.min(2, SECONDS), timeoutMs: TIMEOUT_MS });
  const before = treeCpuMs(pid);
  const r = await closedLoop({ port, spec: s, clients: CLIENTS, seconds: SECONDS, timeoutMs: TIMEOUT_MS });
  return { ...r, cpuPerCall: (treeCpuMs(pid) - before) / Math.max(1, r.calls) };
}

const rssMb = (pid: number) => (treeRssKb(pid).total / 1024).toFixed(1);
const settle = () => new Promise((r) => setTimeout(r, IDLE_MS));

/** The bare anchor on the server's SQLite file: started once, measured on the material page after each read. */
async function startBare(sqliteFile: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'hot-reads/bare-server.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), DB_FILE: sqliteFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitHealthyBare(child, port);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return {
    measure: () => measure(child.pid!, port, spec('bare: material list', calls.materials.list, MATERIAL_PAGE, null)),
    stop: () => stopChild(child),
  };
}

/** The anchor has no health call: its material page answering is its health. */
async function waitHealthyBare(child: ReturnType<typeof spawn>, port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}${calls.materials.list.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MATERIAL_PAGE),
    })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error('bare server did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const fmt = (v: number, d = 1) => v.toFixed(d).padStart(7);

function line(engine: string, r: Measured, anchor: Measured | null): string {
  const ratio = anchor ? (r.cpuPerCall / anchor.cpuPerCall).toFixed(2) : '–';
  const bad = r.calls - r.ok;
  return `| ${engine} | ${r.label} | ${(r.calls / r.seconds).toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.cpuPerCall.toFixed(3)} | ${ratio} | ${bad} |`;
}

async function engineRun(engine: string): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `adconsole-hot-${engine}-`));
  const env: Record<string, string> = { ...DEMO_ENV };
  let dbName: string | null = null;
  if (engine === 'postgres') {
    dbName = `adconsole_hot_${Date.now()}`;
    await pgAdminQuery(`create database ${dbName}`, PG_BASE);
    env.DATABASE_URL = pgDatabaseUrl(dbName, PG_BASE);
  }
  if (CPU_PROF) fs.mkdirSync(CPU_PROF, { recursive: true });
  const lines: string[] = [];
  if (CPU_PROF) {
    // the demo seed runs on a first start without the profiler, so the profile is the restart and the loops
    await (await startServerProcess({ mode: 'built', entry: ENTRY, dataDir, env })).stop();
  }
  const server = await startServerProcess({
    mode: 'built',
    entry: ENTRY,
    dataDir,
    env,
    nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
  });
  try {
    const pid = server.child.pid!;
    await settle();
    lines.push(`${engine}: idle RSS after start (demo seed, fresh folder): ${rssMb(pid)} MB`);
    const session = await signIn(server.url, USER, demoPassword(USER));
    const results: [Measured, Measured | null][] = [];
    // the anchor answers from the same file, read-only; it is measured right after each read, so a swing of the
    // machine's load weighs on both figures of a ratio alike
    const anchor = engine === 'sqlite' ? await startBare(path.join(dataDir, 'adconsole.sqlite')) : null;
    try {
      for (const [label, call, input] of await reads(session)) {
        if (ONLY && !ONLY.some((o) => label.startsWith(o))) continue;
        const probe = await session.api(call as typeof calls.materials.list, input as never);
        if (probe.code !== 200) throw new Error(`${label} answers ${probe.code}: ${probe.msg}`);
        const r = await measure(pid, server.port, spec(label, call, input, session.token));
        const a = anchor ? await anchor.measure() : null;
        console.log(
          `  ${engine} ${label}: ${(r.calls / r.seconds).toFixed(0)}/s, ${r.cpuPerCall.toFixed(3)} ms CPU/call` +
            (a ? `; bare ${(a.calls / a.seconds).toFixed(0)}/s, ${a.cpuPerCall.toFixed(3)} ms CPU/call` : ''),
        );
        results.push([r, a]);
      }
    } finally {
      await anchor?.stop();
    }
    await settle();
    lines.push(`${engine}: idle RSS after the loops: ${rssMb(pid)} MB`);
    const bares = results.flatMap(([, a]) => (a ? [a.cpuPerCall] : [])).sort((x, y) => x - y);
    lines.push(
      '',
      '| engine | read | calls/s | p50 ms | p99 ms | server CPU ms/call | × bare (measured right after) | not ok |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...results.map(([r, a]) => line(engine, r, a)),
      ...(bares.length
        ? [
            `bare anchor (material page), CPU ms/call over the ${bares.length} runs: median ` +
              `${bares[Math.floor(bares.length / 2)]!.toFixed(3)}, ${bares[0]!.toFixed(3)}–${bares.at(-1)!.toFixed(3)}`,
          ]
        : []),
      '',
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await pgAdminQuery(`drop database if exists ${dbName} with (force)`, PG_BASE);
  }
  return lines;
}

async function main() {
  console.log(
    `hot reads: ${os.cpus()[0]?.model} x${os.cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(`${CLIENTS} connections, ${SECONDS} s a read, as ${USER}, accept-encoding: ${ENCODING}`);
  console.log(loadAverage());
  const out: string[] = [];
  for (const engine of ENGINES) out.push(...(await engineRun(engine)));
  console.log(loadAverage());
  console.log(out.join('\n'));
  if (CPU_PROF) console.log(`profiles in ${CPU_PROF}: npx tsx bench/hot-reads/top-frames.ts <file>`);
}

await main();
