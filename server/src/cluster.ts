import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { announceStart, localUrl, startOrExit } from './serve.js';

/**
 * WORKERS > 1: this primary makes the database ready once (migrations, access catalogue, administrator, demo seed),
 * then forks that many workers that share the port (Node's cluster hands connections round-robin). The API keeps
 * no state in a process (sessions, limits and files live in the database and storage), so any worker can answer
 * any call. Worker 1 alone runs the background jobs. A worker that dies is replaced; SIGINT/SIGTERM stop them all
 * gracefully.
 */
export async function runPrimary(config: Config): Promise<void> {
  // the primary only makes the database ready: worker 1 runs the background jobs
  const ready = await startOrExit({ ...config, background: false });
  announceStart(config, ready, localUrl(config));
  ready.app.log.info(`starting ${config.workers} workers`);
  await ready.close();

  let closing = false;
  const fork = (id: number): Worker => {
    const worker = cluster.fork({ ADCONSOLE_WORKER: String(id) });
    worker.on('exit', (code, signal) => {
      if (closing) return;
      console.error(`AdConsole worker ${id} exited (${signal ?? code}); starting another in 1 s`);
      setTimeout(() => fork(id), 1000).unref();
    });
    return worker;
  };
  for (let id = 1; id <= config.workers; id++) fork(id);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      // each worker finishes its requests in flight (10 s at most), then the primary goes
      setTimeout(() => process.exit(1), 12_000).unref();
      let left = workers.length;
      if (!left) process.exit(0);
      for (const w of workers) {
        w.once('exit', () => {
          left -= 1;
          if (!left) process.exit(0);
        });
        w.process.kill('SIGTERM');
      }
    });
  }
}
