import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThread } from '../../../core/background-priority.js';
import { AudienceScanner, mostIdsIn } from './audience-scanner.js';
import { ID_FORMATS } from './id-kinds.js';
import { ImportFailure, type ImportProgress } from './import-report.js';
import { type FromWorker, SLOT_BYTES, type SortJob, type ToWorker, type WorkerJob } from './import-worker-protocol.js';
import { RunKeys, sortRuns } from './run-keys.js';
import { startImportScript } from './start-import-script.js';

// The import engine in a worker thread (see import-in-worker.ts, which starts it): the host copies the input into
// shared slots and posts each (or this thread reads a local file itself), this thread scans them while a second
// worker, this same script in the role 'sort', sorts the keys run by run (RunKeys) on the other core; then this
// thread merges the runs (spilled beside it as they are sorted) into the sorted set at `outputPath`, posts the result
// or the failure and ends. The keys' memory is freed with the threads.

// both threads (the scan and the sort) would take the two cores of a small machine from the thread that answers the
// calls: they run at background priority and get what the calls leave (core/background-priority.ts)
lowerThisThread();

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

let progress: ImportProgress | null = null;

/** The input, slot by slot as the host posts them, until it posts the end; each slot is handed back once scanned. */
async function* chunks(job: WorkerJob): AsyncGenerator<Buffer> {
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

async function importFile(job: WorkerJob): Promise<void> {
  const format = ID_FORMATS[job.kind];
  const keys = new RunKeys(format.words, mostIdsIn(format, job.totalBytes), {
    runKeys: job.runKeys,
    outputPath: job.outputPath,
    // sorted runs go beside the sorted set until the merge: the memory holds a few runs, not every key
    scratchPath: job.outputPath ? `${job.outputPath}.runs` : undefined,
  });
  const sorter = startImportScript({ role: 'sort', channel: keys.channel } satisfies SortJob);
  sorter.on('error', (error) => keys.sorterEnded(error));
  sorter.on('exit', (code) => keys.sorterEnded(new Error(`the audience sort worker exited with ${code}`)));
  try {
    const scanner = new AudienceScanner(job.kind, job.totalBytes, keys);
    const total = job.totalBytes ?? 0;
    for await (const chunk of job.inputPath ? fileChunks(job.inputPath) : chunks(job)) {
      scanner.push(chunk);
      progress = scanner.progress(total);
    }
    scanner.endInput();
    await keys.allSorted();
    // merges the sorted runs and writes the sorted set (nothing is written when the import fails)
    const report = scanner.finish();
    post({ type: 'done', result: { report, keyBytes: format.words * 4, bytesWritten: keys.bytesWritten } });
  } finally {
    keys.end();
    await sorter.terminate();
  }
}

const job = workerData as WorkerJob | SortJob;
if ('role' in job) {
  sortRuns(job.channel);
} else {
  // no top-level await: from the sources this script is loaded through tsx's require hook (see import-in-worker.ts)
  importFile(job)
    .catch((error: unknown) => {
      if (error instanceof ImportFailure) {
        post({ type: 'failure', reason: error.reason, line: error.line, report: error.report });
      } else {
        const { message, stack } = error instanceof Error ? error : new Error(String(error));
        post({ type: 'error', message, stack });
      }
    })
    .finally(() => port.close());
}
