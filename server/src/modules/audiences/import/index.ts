export { AudienceScanner, mostIdsIn } from './audience-scanner.js';
export { ID_FORMATS, ID_KINDS, type IdKind, keyText } from './id-kinds.js';
export { type ImportOptions, type ImportResult, importAudienceFile } from './import-audience-file.js';
export { importAudience, importInWorker, type WorkerImportOptions } from './import-in-worker.js';
export {
  ImportFailure,
  type ImportFailureReason,
  type ImportProgress,
  type ImportReport,
  INVALID_SAMPLE_LIMIT,
} from './import-report.js';
export { KeySet } from './key-set.js';
export { RunKeys } from './run-keys.js';
export { readSortedSet, SORTED_SET_HEADER_BYTES, writeSortedSet } from './sorted-set-file.js';
export { startImportScript } from './start-import-script.js';
