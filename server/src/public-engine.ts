// The server's door for the benchmarks (see public.ts): the server itself, its database, and the audience import
// engine's parts, which the import benchmark drives without a server.
export { loadConfig } from './config.js';
export type { AuthContext } from './core/auth-context.js';
export { openDatabase } from './db/database.js';
export { AudienceScanner, mostIdsIn } from './modules/audiences/import/audience-scanner.js';
export { ID_FORMATS } from './modules/audiences/import/id-kinds.js';
export type { ImportReport } from './modules/audiences/import/import-report.js';
export { KeySet } from './modules/audiences/import/key-set.js';
export { RunKeys } from './modules/audiences/import/run-keys.js';
export { writeSortedSet } from './modules/audiences/import/sorted-set-file.js';
export { startImportScript } from './modules/audiences/import/start-import-script.js';
export { rebuildFacets } from './modules/materials/materials.repo.js';
export { query as reportQuery } from './modules/statistics/report.service.js';
export { seededRandom } from './seed/seeded-random.js';
export { createServer } from './server.js';
