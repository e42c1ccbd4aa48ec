import type { IdKind } from './id-kinds.js';
import type { ImportResult } from './import-audience-file.js';
import type { ImportFailureReason, ImportProgress, ImportReport } from './import-report.js';
import type { SortChannel } from './sort-channel.js';

// What the import's worker thread (import-worker.ts) and the thread that starts it (import-in-worker.ts) say.

/**
 * The input reaches the worker through a ring of shared slots: the input's chunks (64 KiB from a file stream) are
 * copied into a slot until it is full, the slot is posted, and the worker hands it back once scanned. No memory is
 * allocated per chunk on the worker's side (transferred chunks would be garbage its collector rarely looks at: it
 * measured 45 MiB more than the import in the server's thread), a few hundred messages for 300 MB, and at most
 * SLOTS × SLOT_BYTES of input in flight.
 */
export const SLOTS = 4;
export const SLOT_BYTES = 1 << 20;

/** What the worker is given at its start. */
export interface WorkerJob {
  kind: IdKind;
  totalBytes?: number;
  outputPath?: string;
  /** the slots the input is handed over in: SLOTS of SLOT_BYTES */
  ring: SharedArrayBuffer;
  /** a whole local file the worker reads itself instead (the ring is then unused) */
  inputPath?: string;
  /** keys per run handed to the sort worker (RUN_KEYS unless a test asks for smaller runs) */
  runKeys?: number;
}

/** What the import worker gives the sort worker it starts (the same script, in this role). */
export interface SortJob {
  role: 'sort';
  channel: SortChannel;
}

/** Slot `slot` of the ring holds the input's next `length` bytes (or the input has ended). */
export type ToWorker = { type: 'chunk'; slot: number; length: number } | { type: 'end' };

export type FromWorker =
  | { type: 'taken'; slot: number; progress: ImportProgress | null }
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'done'; result: ImportResult }
  | { type: 'failure'; reason: ImportFailureReason; line: number | null; report: ImportReport }
  | { type: 'error'; message: string; stack?: string };
