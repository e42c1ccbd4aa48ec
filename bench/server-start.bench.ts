/**
 * Server start benchmark: how long the server takes from spawn to its first answer of the health call, and
 * how much memory it holds idle after that, for each way of running it (ServerMode in @adconsole/testkit): `built` (node on
 * server/dist, what `npm start` runs now), `tsx-cli` (what `npm start` ran before: the tsx command, which starts a
 * second node process with its loader) and `tsx-import` (one node process with tsx's loader).
 * Each run, per mode: a first start on a fresh DATA_DIR (SQLite, local storage, SEED=demo: migrations, access
 * catalogue, administrator and the demo data), then a restart on that same folder (already migrated and seeded).
 * Idle memory: VmRSS of the spawned process and all its descendants, 2 s after the first health answer.
 * The modes take turns within each run, so a busy machine weighs on them alike; one unmeasured warm-up start first
 * (the demo media are made once with ffmpeg and cached in the temp folder).
 *
 * Needs `npm run build` first (server/dist). Run: npm run bench:start -w bench (or npx tsx bench/server-start.bench.ts)
 * Env: RUNS (5), MODES (built,tsx-cli,tsx-import), IDLE_MS (2000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, type ServerMode, startServerProcess } from '@adconsole/testkit';
import { loadAverage, treeRssKb } from './support/machine.js';

const RUNS = Number(process.env.RUNS ?? 5);
const MODES = (process.env.MODES ?? 'built,tsx-cli,tsx-import').split(',') as ServerMode[];
const IDLE_MS = Number(process.env.IDLE_MS ?? 2000);
const PHASES = ['first start (demo seed)', 'restart'] as const;

interface Sample {
  ms: number;
  rssMb: number;
  processes: number;
}

/** One start: spawn, time to the first health answer, idle, memory of the process tree, stop. */
async function startOnce(mode: ServerMode, dataDir: string, webDist: string): Promise<Sample> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const server = await startServerProcess({ mode, port, dataDir, webDist, env: { SEED: 'demo' } });
  try {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const rss = treeRssKb(server.child.pid!);
    return { ms, rssMb: rss.total / 1024, processes: rss.processes };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

async function main() {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-start-'));
  // a private copy of the web build, as the console is served on a real start (an empty folder if there is none)
  const webDist = path.join(temp, 'web-dist');
  const built = path.join(repoRoot, 'web/dist');
  if (fs.existsSync(built)) fs.cpSync(built, webDist, { recursive: true });
  else fs.mkdirSync(webDist);
  try {
    console.log(`server start benchmark: ${os.cpus()[0]?.model} x${os.cpus().length}, node ${process.version}`);
    console.log(loadAverage());
    await startOnce(MODES[0]!, path.join(temp, 'warm-up'), webDist);

    const samples = new Map<string, Sample[]>();
    for (let run = 1; run <= RUNS; run++) {
      for (const mode of MODES) {
        const dataDir = path.join(temp, `${mode}-${run}`);
        for (const phase of PHASES) {
          const s = await startOnce(mode, dataDir, webDist);
          const key = `${mode}|${phase}`;
          samples.set(key, [...(samples.get(key) ?? []), s]);
          console.log(
            `  run ${run} ${mode.padEnd(10)} ${phase.padEnd(23)} ${s.ms.toFixed(0).padStart(5)} ms to health, ` +
              `idle RSS ${s.rssMb.toFixed(1)} MB (${s.processes} process${s.processes > 1 ? 'es' : ''})`,
          );
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }

    console.log(`\nsummary: median (min–max) of ${RUNS}`);
    console.log('| mode | start | spawn to health, ms | idle RSS, MB | processes |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const mode of MODES) {
      for (const phase of PHASES) {
        const s = samples.get(`${mode}|${phase}`)!;
        console.log(
          `| ${mode} | ${phase} | ${range(
            s.map((x) => x.ms),
            0,
          )} | ${range(
            s.map((x) => x.rssMb),
            1,
          )} | ${s[0]!.processes} |`,
        );
      }
    }
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

await main();
