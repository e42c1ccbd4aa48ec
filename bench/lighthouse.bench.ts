/**
 * Lighthouse on the login page: the built server (`node server/dist/main.js`, SQLite in a temp DATA_DIR, no demo
 * data) serving the production web build on a loopback port, audited in Debian's Chromium through its DevTools port,
 * with Lighthouse's mobile preset (its default: a slow-4G, 4x CPU-throttled phone) and its desktop preset.
 * Prints per run: performance score, FCP, LCP, TBT, the bytes transferred (and of them the bodies; the rest is
 * headers), and what gzip would still save on the text answers sent uncompressed (Lighthouse 13 dropped its
 * "uses-text-compression" audit; this measures the same thing: each such answer fetched again and gzipped).
 *
 * Builds nothing: run `npm run build` first.
 * Run: npm run bench:lighthouse -w bench (or npx tsx bench/lighthouse.bench.ts)
 * Env: RUNS (per preset, 3), PRESETS (mobile,desktop), CHROMIUM_PATH (/usr/bin/chromium), ROUTE (/#/login),
 *      REQUESTS=1 (list each run's requests: transferred and decoded bytes).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort, repoRoot, startServerProcess } from '@adconsole/testkit';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { loadAverage } from './support/machine.js';

const RUNS = Number(process.env.RUNS ?? 3);
const PRESETS = (process.env.PRESETS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTE = process.env.ROUTE ?? '/#/login';
const TEXT = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

async function startChromium(port: number, profile: string): Promise<ChildProcess> {
  const child = spawn(
    CHROMIUM,
    [
      ...['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      ...['--disable-component-update', '--disable-sync', '--no-first-run'],
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

interface NetworkItem {
  url: string;
  transferSize: number;
  resourceSize: number;
  mimeType?: string;
}

/** Bytes gzip would save on the text answers that came uncompressed (transferred at least their own size). */
async function compressionSavings(items: NetworkItem[]): Promise<{ uncompressed: number; savings: number }> {
  let uncompressed = 0;
  let savings = 0;
  for (const item of items) {
    if (!TEXT.test(item.mimeType ?? '') || item.transferSize < item.resourceSize || !item.resourceSize) continue;
    const body = Buffer.from(
      await (await fetch(item.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const saved = body.length - zlib.gzipSync(body).length;
    uncompressed += item.transferSize;
    // the old audit's threshold: savings under 1.4 KB or 10% were not worth reporting
    if (saved >= 1400 && saved / body.length >= 0.1) savings += saved;
  }
  return { uncompressed, savings };
}

/**
 * The bodies' share of the bytes transferred, as sent to a browser (each answer fetched again with Chromium's
 * Accept-Encoding; its Content-Length is the encoded size): the rest is the answers' headers.
 */
async function bodyBytes(items: NetworkItem[]): Promise<number> {
  let total = 0;
  for (const item of items) {
    const res = await fetch(item.url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const decoded = (await res.arrayBuffer()).byteLength;
    total += Number(res.headers.get('content-length') ?? decoded);
  }
  return total;
}

async function audit(url: string, port: number, preset: 'mobile' | 'desktop') {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse gave no result');
  const lhr: Result = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    // Lighthouse's own measure of this machine's CPU: its 4x mobile slowdown is tuned for about 1000 and up
    benchmarkIndex: lhr.environment.benchmarkIndex,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    bytes: ms('total-byte-weight'),
    requests: items.length,
    items,
    bodies: await bodyBytes(items),
    ...(await compressionSavings(items)),
  };
}

type Audit = Awaited<ReturnType<typeof audit>>;
const KiB = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/index.html')))
    throw new Error('web/dist is missing: run `npm run build` first');
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-lighthouse-'));
  // a private copy of the build: a rebuild of web/dist during the runs must not change what is measured
  const server = await startServerProcess({ webDist: 'copy', env: { SEED: 'none' } });
  let chromium: ChildProcess | null = null;
  try {
    const devtoolsPort = await freePort();
    chromium = await startChromium(devtoolsPort, path.join(temp, 'profile'));
    const url = `${server.url}${ROUTE}`;
    const cpu = os.cpus()[0]?.model;
    console.log(`lighthouse on ${url}: ${cpu} x${os.cpus().length}, node ${process.version}`);
    console.log(loadAverage());
    const summary: string[] = [];
    for (const preset of PRESETS) {
      const runs: Audit[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const r = await audit(url, devtoolsPort, preset);
        runs.push(r);
        console.log(
          `  ${preset} run ${run}: performance ${r.score.toFixed(2)}, FCP ${(r.fcp / 1000).toFixed(2)} s, ` +
            `LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms, ${KiB(r.bytes)} transferred ` +
            `in ${r.requests} requests (bodies ${KiB(r.bodies)}), benchmarkIndex ${r.benchmarkIndex.toFixed(0)}, ${KiB(r.uncompressed)} of text sent uncompressed, gzip would save ${KiB(r.savings)}`,
        );
        if (process.env.REQUESTS === '1')
          for (const i of r.items)
            console.log(`    ${KiB(i.transferSize).padStart(10)} ${KiB(i.resourceSize).padStart(10)}  ${i.url}`);
      }
      const m = (pick: (r: Audit) => number) => median(runs.map(pick));
      summary.push(
        `${preset} (median of ${RUNS}): performance ${m((r) => r.score).toFixed(2)}, ` +
          `FCP ${(m((r) => r.fcp) / 1000).toFixed(2)} s, LCP ${(m((r) => r.lcp) / 1000).toFixed(2)} s, ` +
          `TBT ${m((r) => r.tbt).toFixed(0)} ms, ${KiB(m((r) => r.bytes))} transferred ` +
          `(bodies ${KiB(m((r) => r.bodies))}), ` +
          `text compression savings ${KiB(m((r) => r.savings))}`,
      );
    }
    console.log('\nsummary');
    for (const line of summary) console.log(`  ${line}`);
  } finally {
    if (chromium && chromium.exitCode === null) {
      // its profile folder is removed below: wait until it stops writing there
      const exited = new Promise((r) => chromium!.once('exit', r));
      chromium.kill('SIGTERM');
      await exited;
    }
    await server.stop();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

await main();
