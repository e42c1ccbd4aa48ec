import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { importAudienceFile } from './import-audience-file.js';
import { ImportFailure, type ImportProgress } from './import-report.js';
import { type FromWorker, SLOT_BYTES, type ToWorker, type WorkerJob } from './import-worker-protocol.js';

// The import engine in a worker thread (see import-in-worker.ts, which starts it): the host copies the input into
// shared slots and posts each, this thread scans them and writes the sorted set to `outputPath`,
// then posts the result or the failure and ends. Its keys and table are freed with the thread.

const port = parentPort!;
const job = workerData as WorkerJob;
const post = (message: FromWorker) => port.postMessage(message);

let progress: ImportProgress | null = null;

/** The input, slot by slot as the host posts them, until it posts the end; each slot is handed back once scanned. */
async function* chunks(): AsyncGenerator<Buffer> {
  const queue: { slot: number; length: number }[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  port.on('message', (message: ToWorker) => {
    if (message.type === 'chunk') queue.push(message);
    else ended = true;
    wake?.();
  });
  for (;;) {
    const next = queue.shift();
    if (next) {
      // the scanner keeps no view of a chunk after push (it copies the open line), so the slot can be reused
      yield Buffer.from(job.ring, next.slot * SLOT_BYTES, next.length);
      // one message a slot: handed back, with the progress after it
      post({ type: 'taken', slot: next.slot, progress });
      continue;
    }
    if (ended) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = null;
  }
}

/**
 * A local file read here, into one buffer used again for each read: nothing is allocated per chunk (the scanner
 * keeps no view of a chunk after it), and the server's thread has nothing to do meanwhile.
 */
function* fileChunks(file: string): Generator<Buffer> {
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.allocUnsafeSlow(SLOT_BYTES);
  try {
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) return;
      yield buffer.subarray(0, read);
      if (progress) post({ type: 'progress', progress });
    }
  } finally {
    fs.closeSync(fd);
  }
}

async function run(): Promise<void> {
  const input = job.inputPath ? fileChunks(job.inputPath) : chunks();
  const result = await importAudienceFile(input, {
    kind: job.kind,
    totalBytes: job.totalBytes,
    output: job.outputPath ? () => fs.createWriteStream(job.outputPath!) : undefined,
    onProgress: (now) => {
      progress = now;
    },
  });
  post({ type: 'done', result });
}

// no top-level await: from the sources this script is loaded through tsx's require hook (see import-in-worker.ts)
run()
  .catch((error: unknown) => {
    if (error instanceof ImportFailure) {
      post({ type: 'failure', reason: error.reason, line: error.line, report: error.report });
    } else {
      const { message, stack } = error instanceof Error ? error : new Error(String(error));
      post({ type: 'error', message, stack });
    }
  })
  .finally(() => port.close());
