import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DeviceEventFormatValue } from '@adconsole/contract';
import { RequestThread } from '../../core/request-thread.js';
import type { BadLine, PackedRows, PlainContext } from './stat-body.js';
import type { ParseRequest } from './stat-parse-worker.js';

export type ParseAnswer =
  | { lines: number; bad: BadLine[]; sha256: string; packed: PackedRows }
  /** `max_lines`, or what went wrong in the thread */
  | { refused: string };

/**
 * Starts the parse thread's script: beside the bundle when the server runs built (server/dist/stat-parse-worker.js,
 * an entry of scripts/build.mjs); from the TypeScript sources (tsx, the tests) through tsx's require hook, as node 20
 * applies no `--import` loader to a worker's own script (the audience import's worker starts the same way).
 */
function startScript(): Worker {
  if (new URL(import.meta.url).pathname.endsWith('.ts')) {
    const script = fileURLToPath(new URL('./stat-parse-worker.ts', import.meta.url));
    const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
    return new Worker(`require(${JSON.stringify(tsx)}).require(${JSON.stringify(script)}, __filename);`, {
      eval: true,
    });
  }
  const url = new URL('./stat-parse-worker.js', import.meta.url);
  if (!fs.existsSync(url)) throw new Error(`the parse thread ${url.pathname} is missing: run the server's build`);
  return new Worker(url);
}

/**
 * One thread that reads delivery-statistics batch bodies into checked rows (stat-body.ts), one body at a time, while
 * the server's own thread writes the batches before them: reading and checking a line cost about a quarter of the
 * intake's time on the server's thread, which also runs every SQLite statement (bench/RESULTS.md, "Intake in two
 * threads"). Started on the first batch; an idle thread does not keep the process alive.
 */
export class StatParseThread {
  private readonly thread = new RequestThread<Omit<ParseRequest, 'id'>, ParseAnswer>(
    startScript,
    'statistics parse thread',
  );

  /** Reads `body` in the thread; rejects when the thread cannot run (the caller reads it itself then). */
  parse(body: Buffer, format: DeviceEventFormatValue, context: PlainContext): Promise<ParseAnswer> {
    // a body with an array buffer of its own is handed over; a small one sits in node's shared pool and is copied
    const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    return this.thread.ask({ body, format, context }, own ? [body.buffer as ArrayBuffer] : []);
  }

  /** Ends the thread; a later body starts a new one. */
  close(): Promise<void> {
    return this.thread.close();
  }
}
