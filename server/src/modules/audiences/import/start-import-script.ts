import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SortJob, WorkerJob } from './import-worker-protocol.js';

/**
 * Starts the import worker's script (the import, or its sort worker, by the job's role): beside the bundle when the
 * server runs built (server/dist/audience-import-worker.js, an entry point of scripts/build.mjs); from the TypeScript
 * sources (tsx, the tests) through tsx's require hook, as node 20 applies no `--import` loader to a worker's own
 * script.
 */
export function startImportScript(job: WorkerJob | SortJob): Worker {
  // a small young generation: both threads work in shared or external memory and make little garbage, and the
  // server's memory target has no room for young generations grown to their default size (the sort worker is
  // measured to add about 10 MiB in all)
  const resourceLimits = { maxYoungGenerationSizeMb: 2 };
  // under tsx's require hook (a worker starting the sort worker) the module's URL carries a `?namespace=` query
  if (new URL(import.meta.url).pathname.endsWith('.ts')) {
    const script = fileURLToPath(new URL('./import-worker.ts', import.meta.url));
    const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
    const boot = `require(${JSON.stringify(tsx)}).require(${JSON.stringify(script)}, __filename);`;
    return new Worker(boot, { eval: true, workerData: job, resourceLimits });
  }
  const url = new URL('./audience-import-worker.js', import.meta.url);
  if (!fs.existsSync(url)) throw new Error(`the import worker ${url.pathname} is missing: run the server's build`);
  return new Worker(url, { workerData: job, resourceLimits });
}
