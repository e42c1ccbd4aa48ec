/**
 * Load fairness benchmark: the real server on the demo data, 200 closed-loop connections on two
 * hot lists (half on the material list `calls.materials.list`, half on the campaign list `calls.campaigns.list`,
 * signed in as the administrator), for SECONDS, first alone, then with a flood of valid logins beside them (FLOOD
 * more closed-loop connections signing in the demo users with their right passwords, Retry-After ignored, as an
 * attacker would). Every call asks for compressed answers as a browser does. Prints per call: calls, ok, refused
 * (429), errors, timeouts (no answer within TIMEOUT_MS), p50, p99, max and calls over 2 s; the lists' throughput
 * alone and during the flood, and the ratio. Targets: no call over 2 s; each list keeps 70% of its throughput.
 *
 * Run: npm run bench:fairness -w bench (or npx tsx bench/load-fairness.bench.ts), after `npm run build`: the server
 * runs as `npm start` runs it (node on server/dist; SERVER_MODE=tsx-import for the sources).
 * The flood comes from one address (as the attack did: the per-address sign-in limit applies), or with
 * FLOOD_ADDRESSES=n from n addresses (the server trusts X-Forwarded-For for the run, TRUST_PROXY=1): a flood the
 * address limits do not stop, where only the password check pool bounds the hashing.
 * Env: SECONDS (20), CONNECTIONS (list connections, 200), FLOOD (login connections, 100), FLOOD_ADDRESSES (1),
 *      TIMEOUT_MS (10000),
 *      ENGINES (sqlite,postgres), BENCH_PG (server URL, postgres://postgres@127.0.0.1:5432/postgres; a database is
 *      made for the run and dropped after), SERVER_ENV (extra server variables, `A=1,B=2`), SERVER_ENTRY (the built
 *      main.js of another checkout, e.g. an older commit's: `git archive <commit> | tar -x -C /tmp/old`, link
 *      node_modules into it, `node server/scripts/build.mjs` there).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calls } from '@adconsole/contract';
import {
  DEMO_ENV,
  DEMO_USERS,
  pgAdminQuery,
  pgDatabaseUrl,
  type ServerMode,
  type ServerProcess,
  signIn,
  startServerProcess,
} from '@adconsole/testkit';
import { type CallSpec, type CallStats, closedLoop } from './support/closed-loop.js';
import { loadAverage } from './support/machine.js';

const SECONDS = Number(process.env.SECONDS ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const FLOOD = Number(process.env.FLOOD ?? 100);
const FLOOD_ADDRESSES = Number(process.env.FLOOD_ADDRESSES ?? 1);
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 10_000);
const ENGINES = (process.env.ENGINES ?? 'sqlite,postgres').split(',');
const PG_BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_ENV = Object.fromEntries(
  (process.env.SERVER_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);

const lists = (token: string): CallSpec[] => [
  {
    label: 'material list',
    method: calls.materials.list.method,
    path: calls.materials.list.path,
    headers: { token },
    body: () => ({ page_no: 1, page_size: 20 }),
  },
  {
    label: 'campaign list',
    method: calls.campaigns.list.method,
    path: calls.campaigns.list.path,
    headers: { token },
    body: () => ({ page_no: 1, page_size: 20 }),
  },
];

let turn = 0;
/** Valid logins of the demo users in turn (a valid login clears its name's failure counter), from FLOOD_ADDRESSES. */
const flood: CallSpec = {
  label: 'login (valid)',
  method: calls.session.login.method,
  path: calls.session.login.path,
  headers: (): Record<string, string> => {
    const address = turn % FLOOD_ADDRESSES;
    return FLOOD_ADDRESSES > 1 ? { 'x-forwarded-for': `10.77.${(address >> 8) & 255}.${address & 255}` } : {};
  },
  body: () => {
    const user = DEMO_USERS[turn++ % DEMO_USERS.length]!;
    return { login_name: user.login_name, password: Buffer.from(user.password).toString('base64') };
  },
};

/** The list connections split evenly between the lists; with a flood, its connections run beside them. */
async function phase(port: number, token: string, withFlood: boolean, seconds: number): Promise<CallStats[]> {
  const specs = lists(token);
  const runs = specs.map((spec, i) =>
    closedLoop({
      port,
      spec,
      clients: Math.floor(CONNECTIONS / specs.length) + (i < CONNECTIONS % specs.length ? 1 : 0),
      seconds,
      timeoutMs: TIMEOUT_MS,
    }),
  );
  if (withFlood) runs.push(closedLoop({ port, spec: flood, clients: FLOOD, seconds, timeoutMs: TIMEOUT_MS }));
  return Promise.all(runs);
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0));
function row(engine: string, flooded: boolean, s: CallStats): string {
  const perSecond = (s.ok / s.seconds).toFixed(0);
  return `| ${engine} | ${flooded ? 'flood' : 'alone'} | ${s.label} | ${s.calls} | ${s.ok} | ${perSecond} | ${s.refused} | ${s.errors + s.failures} | ${s.timeouts} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.over2s} |`;
}

async function bench(engine: string): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `adconsole-fairness-${engine}-`));
  const dbName = `adconsole_fairness_${Date.now()}`;
  const env: Record<string, string> = {
    ...DEMO_ENV,
    ...(FLOOD_ADDRESSES > 1 ? { TRUST_PROXY: '1' } : {}),
    ...SERVER_ENV,
  };
  if (engine === 'postgres') {
    await pgAdminQuery(`create database ${dbName}`, PG_BASE);
    env.DATABASE_URL = pgDatabaseUrl(dbName, PG_BASE);
  }
  let server: ServerProcess | null = null;
  const lines: string[] = [];
  try {
    server = await startServerProcess({
      mode: (process.env.SERVER_MODE ?? 'built') as ServerMode,
      entry: process.env.SERVER_ENTRY,
      dataDir,
      env,
    });
    const admin = DEMO_USERS.find((u) => u.role === 'administrator')!;
    const { token } = await signIn(server.url, admin.login_name, admin.password);
    await phase(server.port, token, false, 2); // warm-up: statements prepared, connections open
    const alone = await phase(server.port, token, false, SECONDS);
    lines.push(`${engine}, lists alone: ${loadAverage().trim()}`);
    for (const s of alone) lines.push(row(engine, false, s));
    for (const s of alone.filter((x) => x.slowAt.length))
      console.log(`  ${s.label}: calls over 2 s sent at ${s.slowAt.map((t) => t.toFixed(1)).join(', ')} s`);
    console.log(lines.slice(-alone.length - 1).join('\n'));
    const flooded = await phase(server.port, token, true, SECONDS);
    lines.push(`${engine}, with the login flood: ${loadAverage().trim()}`);
    for (const s of flooded) lines.push(row(engine, true, s));
    for (const s of flooded.filter((x) => x.refused))
      console.log(`  ${s.label}: 429 by code ${JSON.stringify(s.refusedCodes)}`);
    for (const s of flooded.filter((x) => x.slowAt.length))
      console.log(`  ${s.label}: calls over 2 s sent at ${s.slowAt.map((t) => t.toFixed(1)).join(', ')} s`);
    console.log(lines.slice(-flooded.length - 1).join('\n'));
    const all = [...alone, ...flooded];
    const worst = Math.max(...all.map((s) => s.max));
    const over = all.reduce((n, s) => n + s.over2s, 0);
    const timeouts = all.reduce((n, s) => n + s.timeouts, 0);
    lines.push(`${engine}: longest call ${ms(worst)} ms, ${over} calls over 2 s, ${timeouts} timeouts`);
    for (const [i, a] of alone.entries()) {
      const ratio = flooded[i]!.ok / flooded[i]!.seconds / (a.ok / a.seconds);
      lines.push(`${engine}: ${a.label} keeps ${(ratio * 100).toFixed(0)}% of its throughput during the flood`);
    }
  } finally {
    await server?.stop();
    if (engine === 'postgres') await pgAdminQuery(`drop database if exists ${dbName} with (force)`, PG_BASE);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

const header = [
  `load fairness: ${CONNECTIONS} list connections, flood ${FLOOD} login connections from ${FLOOD_ADDRESSES} address(es), ${SECONDS} s per phase, timeout ${TIMEOUT_MS} ms`,
  `${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}, ${new Date().toISOString()}, ${loadAverage().trim()}`,
  '| engine | phase | call | calls | ok | ok/s | 429 | errors | timeouts | p50 ms | p99 ms | max ms | over 2 s |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
console.log(header.join('\n'));
const out: string[] = [];
for (const engine of ENGINES) out.push(...(await bench(engine)));
console.log(`\n${header.join('\n')}\n${out.filter((l) => l.startsWith('|')).join('\n')}`);
for (const l of out.filter((l) => !l.startsWith('|'))) console.log(l);
