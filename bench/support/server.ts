import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const builtServer = path.join(repoRoot, 'server/dist/main.js');

/**
 * How a benchmark runs the server: `built` is what `npm start` runs (node on server/dist, made by `npm run build`);
 * `tsx-cli` is what `npm start` ran before (the tsx command, which starts node again with its loader);
 * `tsx-import` is one node process with tsx's loader (`node --import tsx`), as the browser tests used to.
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

/** Spawns the server on a loopback port; `env` adds to (and overrides) the environment. */
export function spawnServer(mode: ServerMode, port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, serverArgs(mode), {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls GET /v1/system/health until it answers 200; throws when the process exits or after `ms`. */
export async function waitHealthy(child: ChildProcess, port: number, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/v1/system/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`server did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** SIGTERM, then the exit (a server finishes its requests in flight first). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory (VmRSS, kB) of a process and all its descendants, from /proc. */
export function treeRssKb(pid: number): { total: number; processes: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  let total = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  let processes = 1;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  for (const child of children) {
    const sub = treeRssKb(Number(child));
    total += sub.total;
    processes += sub.processes;
  }
  return { total, processes };
}
