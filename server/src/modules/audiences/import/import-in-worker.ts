import fs from 'node:fs';
import { type ImportOptions, type ImportResult, importAudienceFile } from './import-audience-file.js';
import { ImportFailure } from './import-report.js';
import { type FromWorker, SLOT_BYTES, SLOTS, type ToWorker, type WorkerJob } from './import-worker-protocol.js';
import { startImportScript } from './start-import-script.js';

export interface WorkerImportOptions extends Omit<ImportOptions, 'output'> {
  /** the file the sorted set is written to (nothing is written when the import fails) */
  outputPath?: string;
  /** keys per run the worker's sort worker sorts (RUN_KEYS by default; the tests ask for small runs) */
  runKeys?: number;
}

/**
 * importAudienceFile in a worker thread: the same result, report and failures, but the scan and the sort run off
 * the server's event loop, on a heap of their own that the garbage collector of the server's heap never walks,
 * and the keys are freed when the worker ends. A whole local file is read by the worker from its path; any other input
 * is read here and handed over through the ring.
 */
export function importInWorker(input: AsyncIterable<Buffer>, options: WorkerImportOptions): Promise<ImportResult> {
  const inputPath = wholeFileOf(input);
  const ring = new SharedArrayBuffer(inputPath ? 0 : SLOTS * SLOT_BYTES);
  const job: WorkerJob = {
    kind: options.kind,
    totalBytes: options.totalBytes,
    outputPath: options.outputPath,
    ring,
    runKeys: options.runKeys,
  };
  if (inputPath) job.inputPath = inputPath;
  const worker = startImportScript(job);
  const free = Array.from({ length: SLOTS }, (_, slot) => slot);
  let wakeFeeder: (() => void) | null = null;
  const wake = () => {
    wakeFeeder?.();
    wakeFeeder = null;
  };
  let settled = false;
  const outcome = new Promise<ImportResult>((resolve, reject) => {
    const end = (error: Error | null, result?: ImportResult) => {
      if (settled) return;
      settled = true;
      wake();
      if (error) reject(error);
      else resolve(result!);
    };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'taken') {
        free.push(message.slot);
        wake();
        if (message.progress) options.onProgress?.(message.progress);
      } else if (message.type === 'progress') options.onProgress?.(message.progress);
      else if (message.type === 'done') end(null, message.result);
      else if (message.type === 'failure') end(new ImportFailure(message.reason, message.line, message.report));
      else end(Object.assign(new Error(message.message), { stack: message.stack }));
    });
    worker.on('error', (error) => end(error));
    options.signal?.addEventListener('abort', () => end(options.signal!.reason as Error), { once: true });
    worker.on('exit', (code) => end(new Error(`the import worker exited with ${code} before its result`)));
  });
  // the outcome is awaited below; a failure while the input is still being fed must not go unhandled meanwhile
  outcome.catch(() => undefined);

  const feed = async () => {
    if (inputPath) return;
    let slot = -1;
    let used = 0;
    const post = () => {
      worker.postMessage({ type: 'chunk', slot, length: used } satisfies ToWorker);
      slot = -1;
      used = 0;
    };
    for await (const chunk of input) {
      options.signal?.throwIfAborted();
      for (let from = 0; from < chunk.length && !settled; ) {
        while (slot < 0 && !settled) {
          if (free.length) slot = free.shift()!;
          else
            await new Promise<void>((resolve) => {
              wakeFeeder = resolve;
            });
        }
        if (settled) return;
        const take = Math.min(chunk.length - from, SLOT_BYTES - used);
        new Uint8Array(ring, slot * SLOT_BYTES + used, take).set(chunk.subarray(from, from + take));
        used += take;
        from += take;
        if (used === SLOT_BYTES) post();
      }
      if (settled) return;
    }
    if (used > 0) post();
    worker.postMessage({ type: 'end' } satisfies ToWorker);
  };

  return (async () => {
    try {
      await feed();
      options.signal?.throwIfAborted();
      return await outcome;
    } finally {
      // ended already after its result; stops it when the input failed or the signal was aborted
      await worker.terminate();
    }
  })();
}

/**
 * The path of a file stream that reads a whole local file and has not been read from (what the local storage's
 * `get` answers): the worker reads that file itself. The stream is closed unread. Anything else (S3) goes through
 * the ring.
 */
function wholeFileOf(input: AsyncIterable<Buffer>): string | null {
  if (!(input instanceof fs.ReadStream) || typeof input.path !== 'string') return null;
  // start and end are set on the stream (node's own fields, not in its typings) when it reads a range
  const { start, end } = input as unknown as { start?: number; end?: number };
  const whole = start === undefined && (end === undefined || end === Infinity);
  if (!whole || input.bytesRead > 0 || input.readableDidRead) return null;
  input.destroy();
  return input.path;
}

/** Inputs of at most this many bytes are imported in the calling thread: a worker's start costs more than it saves. */
export const WORKER_FROM_BYTES = 8 << 20;

/**
 * Imports in a worker thread (importInWorker) when the input is known to be larger than WORKER_FROM_BYTES, in this
 * thread (importAudienceFile, writing to `outputPath`) otherwise: the same result either way.
 */
export function importAudience(input: AsyncIterable<Buffer>, options: WorkerImportOptions): Promise<ImportResult> {
  if ((options.totalBytes ?? 0) > WORKER_FROM_BYTES) return importInWorker(input, options);
  const { outputPath, runKeys: _, ...rest } = options;
  return importAudienceFile(input, {
    ...rest,
    output: outputPath ? () => fs.createWriteStream(outputPath) : undefined,
  });
}
