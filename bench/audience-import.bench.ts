/**
 * Audience import benchmark: a generated GAID file of 8,200,000 lines (about 303 MB: 5% duplicates of earlier lines,
 * 25 invalid lines) through the import engine (`server/src/modules/audiences/import`), in a fresh node process per
 * run so its memory is the engine's alone. Prints the scan (UTF-8 check, parse, validate) in MB/s, the sort (which
 * drops the repeats) and the sorted-set write, and the process's peak RSS (getrusage maxRSS, and memoryUsage().rss sampled every 5 ms between
 * chunks). MB = 10^6 bytes here.
 *
 * ANCHOR=1 also runs a baseline to compare with, `readline` with a Set of strings, once on the same file.
 *
 * Run: npx tsx bench/audience-import.bench.ts  (or npm run bench:audience -w bench).
 * Env: RUNS (3), LINES (8200000), BENCH_KEEP (a folder: keep the generated file there and reuse it), ANCHOR (0).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  AudienceScanner,
  ID_FORMATS,
  type ImportReport,
  KeySet,
  mostIdsIn,
  RunKeys,
  startImportScript,
  writeSortedSet,
} from '../server/src/public-engine.js';
import { generateGaidFile } from './support/audience-file.js';
import { loadAverage } from './support/machine.js';

const RUNS = Number(process.env.RUNS ?? 3);
/** `runs` (default): what a worker's import does, the keys sorted run by run on a second thread and merged as they
 * are written (RunKeys); `keyset`: one thread, every key sorted after the scan (KeySet, the import of small files) */
const ENGINE = process.env.ENGINE === 'keyset' ? 'keyset' : 'runs';
const LINES = Number(process.env.LINES ?? 8_200_000);
const MB = 1e6;

interface RunFigures {
  bytes: number;
  scanMs: number;
  /**
   * `keyset`: the sort of every key (which drops the repeats); `runs`: the wait for the runs still being sorted after
   * the scan (the last one is sorted in the scanning thread)
   */
  sortMs: number;
  /** `keyset`: the write of the sorted-set file; `runs`: the merge that drops the repeats across runs, writing it */
  writeMs: number;
  /** CPU time (both threads) of the sort phase; the write phase's is allCpuMs less scan and sort */
  sortCpuMs: number;
  /** the running duplicate count (progress) when the scan ended */
  duplicatesAtScanEnd: number;
  /** CPU time (user + system) of the scan and of the whole, to read the figures on a shared machine */
  scanCpuMs: number;
  allCpuMs: number;
  linesRead: number;
  count: number;
  invalid: number;
  duplicates: number;
  sampledPeakRss: number;
  maxRss: number;
}

/** One run in this (child) process. */
async function runOnce(file: string, out: string): Promise<RunFigures> {
  let sampledPeakRss = 0;
  const sample = () => {
    sampledPeakRss = Math.max(sampledPeakRss, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 5);
  const bytes = fs.statSync(file).size;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(cpuStart);
    return (used.user + used.system) / 1000;
  };
  const format = ID_FORMATS.gaid;
  // as an import in a worker makes them: sorted runs spilled beside the output until the merge
  const runKeys =
    ENGINE === 'runs'
      ? new RunKeys(format.words, mostIdsIn(format, bytes), { outputPath: out, scratchPath: `${out}.runs` })
      : null;
  const keySet = runKeys ? null : new KeySet(format.words, mostIdsIn(format, bytes));
  const sorter = runKeys ? startImportScript({ role: 'sort', channel: runKeys.channel }) : null;
  const scanner = new AudienceScanner('gaid', bytes, runKeys ?? keySet!);
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) scanner.push(chunk as Buffer);
  scanner.endInput();
  const scanned = performance.now();
  const scanCpuMs = cpuMs();
  const duplicatesAtScanEnd = scanner.progress(bytes).duplicates;
  sample();
  let report: ImportReport;
  let sorted: number;
  let sortCpuMs: number;
  if (runKeys) {
    // the last run sorted here, and the sorter's runs waited for; then the merge drops the repeats across runs as
    // it writes the sorted set (finish)
    await runKeys.allSorted();
    sorted = performance.now();
    sortCpuMs = cpuMs() - scanCpuMs;
    report = scanner.finish();
    runKeys.end();
    await sorter!.terminate();
  } else {
    // every key sorted at once (finish), then written
    report = scanner.finish();
    sorted = performance.now();
    sortCpuMs = cpuMs() - scanCpuMs;
    await writeSortedSet(fs.createWriteStream(out), keySet!.sortedRuns(), format.words, report.count);
  }
  const written = performance.now();
  const allCpuMs = cpuMs();
  clearInterval(sampler);
  sample();
  return {
    bytes,
    scanMs: scanned - started,
    sortMs: sorted - scanned,
    writeMs: written - sorted,
    scanCpuMs,
    allCpuMs,
    linesRead: report.lines_read,
    count: report.count,
    invalid: report.invalid,
    duplicates: report.duplicates_removed,
    duplicatesAtScanEnd,
    sortCpuMs,
    sampledPeakRss,
    maxRss: process.resourceUsage().maxRSS * 1024,
  };
}

/** The anchor: a string per line, a regular expression, a Set of strings. */
async function anchorOnce(file: string): Promise<{ ms: number; count: number; maxRss: number }> {
  const started = performance.now();
  const seen = new Set<string>();
  const gaid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
    const id = line.trim().toLowerCase();
    if (gaid.test(id)) seen.add(id);
  }
  return { ms: performance.now() - started, count: seen.size, maxRss: process.resourceUsage().maxRSS * 1024 };
}

function inChild<T>(mode: '--run' | '--anchor', file: string, out: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [mode, file, out], { execArgv: process.execArgv });
    child.once('message', (figures) => resolve(figures as T));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`run exited with ${code}`));
    });
  });
}

async function main() {
  const run = process.argv.indexOf('--run');
  if (run >= 0) {
    const figures = await runOnce(process.argv[run + 1]!, process.argv[run + 2]!);
    process.send!(figures);
    return;
  }
  const anchor = process.argv.indexOf('--anchor');
  if (anchor >= 0) {
    process.send!(await anchorOnce(process.argv[anchor + 1]!));
    return;
  }
  const dir = process.env.BENCH_KEEP ?? fs.mkdtempSync(path.join(os.tmpdir(), 'audience-bench-'));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `gaid-${LINES}.txt`);
  const expectedFile = `${file}.count`;
  if (!fs.existsSync(expectedFile)) {
    const started = performance.now();
    fs.writeFileSync(expectedFile, String(generateGaidFile(file, LINES)));
    console.log(`generated ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const expected = Number(fs.readFileSync(expectedFile, 'utf8'));
  console.log(`${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}; engine ${ENGINE}`);
  for (let i = 1; i <= RUNS; i++) {
    const load = loadAverage();
    const f = await inChild<RunFigures>('--run', file, path.join(dir, 'result.set'));
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    const total = f.scanMs + f.sortMs + f.writeMs;
    // with runs, the repeats across runs are dropped by the merge, which writes as it goes: the whole is the dedupe
    const dedupe = ENGINE === 'runs' ? total : f.scanMs + f.sortMs;
    const writeCpuMs = f.allCpuMs - f.scanCpuMs - f.sortCpuMs;
    const rate = (ms: number) => `${(f.bytes / MB / (ms / 1000)).toFixed(0)} MB/s`;
    const phases =
      ENGINE === 'runs'
        ? `last run + wait for the sorter ${seconds(f.sortMs)} s (CPU ${seconds(f.sortCpuMs)} s), ` +
          `merge + write ${seconds(f.writeMs)} s (CPU ${seconds(writeCpuMs)} s)`
        : `sort ${seconds(f.sortMs)} s (CPU ${seconds(f.sortCpuMs)} s), write ${seconds(f.writeMs)} s`;
    console.log(
      `run ${i} (${load.trim()}): ${(f.bytes / MB).toFixed(1)} MB, ${f.linesRead} lines -> ${f.count} ids ` +
        `(${f.duplicates} duplicates, ${f.duplicatesAtScanEnd} counted when the scan ended, ${f.invalid} invalid` +
        `${f.count === expected ? '' : `, EXPECTED ${expected}`}); ` +
        `scan ${seconds(f.scanMs)} s = ${rate(f.scanMs)} (CPU ${seconds(f.scanCpuMs)} s, both threads), ${phases}; ` +
        `parse+validate+dedupe ${seconds(dedupe)} s = ${rate(dedupe)}; all ${seconds(total)} s = ${rate(total)} ` +
        `(CPU ${seconds(f.allCpuMs)} s); ` +
        `peak RSS ${(f.maxRss / 2 ** 20).toFixed(0)} MiB (sampled ${(f.sampledPeakRss / 2 ** 20).toFixed(0)} MiB)`,
    );
  }
  if (process.env.ANCHOR === '1') {
    const a = await inChild<{ ms: number; count: number; maxRss: number }>('--anchor', file, '');
    const bytes = fs.statSync(file).size;
    console.log(
      `anchor (readline + Set of strings): ${a.count} ids in ${(a.ms / 1000).toFixed(2)} s = ` +
        `${(bytes / MB / (a.ms / 1000)).toFixed(0)} MB/s; peak RSS ${(a.maxRss / 2 ** 20).toFixed(0)} MiB`,
    );
  }
  console.log(loadAverage());
  if (!process.env.BENCH_KEEP) fs.rmSync(dir, { recursive: true, force: true });
}

await main();
