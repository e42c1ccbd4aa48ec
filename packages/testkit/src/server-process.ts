import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calls } from '@adconsole/contract';
import { freePort } from './port.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const builtServer = path.join(repoRoot, 'server/dist/main.js');

/**
 * How the server runs: `built` is what `npm start` runs (node on server/dist, made by `npm run build`);
 * `tsx-cli` is the tsx command (which starts node again with its loader);
 * `tsx-import` is one node process with tsx's loader (`node --import tsx`).
 */
export type ServerMode = 'built' | 'tsx-cli' | 'tsx-import';

export function serverArgs(mode: ServerMode): string[] {
  if (mode === 'built') {
    if (!fs.existsSync(builtServer)) throw new Error('server/dist/main.js is missing: run `npm run build` first');
    return [builtServer];
  }
  const main = path.join(repoRoot, 'server/src/main.ts');
  if (mode === 'tsx-import') return ['--import', 'tsx', main];
  return [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), main];
}

export interface ServerProcessOptions {
  /** default `built` */
  mode?: ServerMode;
  /** default a free loopback port */
  port?: number;
  /** adds to (and overrides) the environment; DATABASE_URL is empty (SQLite) unless given here */
  env?: Record<string, string>;
  /** the data folder; default a fresh temporary one, removed by stop() */
  dataDir?: string;
  /**
   * a data folder to start from, copied into the fresh one (not with `dataDir`): a migrated and seeded template lets
   * the server skip both
   */
  dataFrom?: string;
  /**
   * what the server serves as the console: `none` (default, a missing folder), `copy` (a private copy of web/dist
   * inside the data folder: a rebuild during a run must not change the version or the chunk names under open pages),
   * or a folder
   */
  webDist?: 'none' | 'copy' | string;
  /** extra node flags, e.g. --cpu-prof */
  nodeArgs?: string[];
  /** another build's entry point (a main.js) to run instead of `mode`'s: a benchmark measures an older commit so */
  entry?: string;
  /** the server's standard output; its errors always show */
  stdout?: 'inherit' | 'ignore';
  /** how long to wait for the first health answer, default 120 s */
  timeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  webDist: string;
  child: ChildProcess;
  /** SIGTERM and the exit (the server finishes its requests in flight first); removes a data folder it made */
  stop(): Promise<void>;
}

/** Polls the health call until it answers 200; throws when the process exits or after `ms`. */
export async function waitHealthy(child: ChildProcess, port: number, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}${calls.system.health.path}`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`server did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** SIGTERM, then the exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Spawns the real server as its own process and answers once it is healthy. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  if (options.dataDir && options.dataFrom) throw new Error('startServerProcess: dataDir or dataFrom, not both');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-server-'));
  if (options.dataFrom) fs.cpSync(options.dataFrom, dataDir, { recursive: true });
  const webDist = (() => {
    const wanted = options.webDist ?? 'none';
    if (wanted === 'none') return path.join(dataDir, 'no-web');
    if (wanted !== 'copy') return wanted;
    const built = path.join(repoRoot, 'web/dist');
    if (!fs.existsSync(path.join(built, 'index.html'))) throw new Error('web/dist is missing: run `npm run build`');
    const copy = path.join(dataDir, 'web-dist');
    fs.cpSync(built, copy, { recursive: true });
    return copy;
  })();
  const main = options.entry ? [options.entry] : serverArgs(options.mode ?? 'built');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      // where this server really is, so a JS tag's images load in a browser test (PostgreSQL requires it too)
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // the tests name the demo tags in English
      SEED_LANG: 'en-US',
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(child, port, options.timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, port, dataDir, webDist, child, stop };
}
