import type { Writable } from 'node:stream';
import { AudienceScanner, mostIdsIn } from './audience-scanner.js';
import { ID_FORMATS, type IdKind } from './id-kinds.js';
import type { ImportProgress, ImportReport } from './import-report.js';
import { KeySet } from './key-set.js';
import { writeSortedSet } from './sorted-set-file.js';

export interface ImportOptions {
  kind: IdKind;
  /** the file's size, for progress and to size the key store once */
  totalBytes?: number;
  /** called after every chunk; throttle in the caller */
  onProgress?: (progress: ImportProgress) => void;
  /**
   * where the sorted set of ids goes (ended when written); nothing is written when the import fails, and a function
   * is called only once the scan has succeeded (a file is then not even opened for a failed import)
   */
  output?: Writable | (() => Writable);
  /** stops the import between chunks (a server shutting down): it throws the signal's reason */
  signal?: AbortSignal;
}

export interface ImportResult {
  report: ImportReport;
  /** bytes of one key in the sorted-set file */
  keyBytes: number;
  /** bytes written to `output` */
  bytesWritten: number;
}

/**
 * Imports an audience file: reads `input` (Buffers), validates and deduplicates its ids, writes them sorted to
 * `output`. Throws ImportFailure (with its report) for a file that is not UTF-8 or has no valid id.
 */
export async function importAudienceFile(
  input: AsyncIterable<Buffer> | Iterable<Buffer>,
  options: ImportOptions,
): Promise<ImportResult> {
  const format = ID_FORMATS[options.kind];
  const keys = new KeySet(format.words, mostIdsIn(format, options.totalBytes));
  const scanner = new AudienceScanner(options.kind, options.totalBytes, keys);
  const total = options.totalBytes ?? 0;
  for await (const chunk of input) {
    options.signal?.throwIfAborted();
    scanner.push(chunk);
    options.onProgress?.(scanner.progress(total));
  }
  const report = scanner.finish();
  options.signal?.throwIfAborted();
  const width = scanner.format.words;
  let bytesWritten = 0;
  if (options.output) {
    const output = typeof options.output === 'function' ? options.output() : options.output;
    bytesWritten = await writeSortedSet(output, keys.sortedRuns(), width, keys.size);
  }
  return { report, keyBytes: width * 4, bytesWritten };
}
