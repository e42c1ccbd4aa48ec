// The server's door for the benchmarks (see public.ts): the server itself, its database, and the audience import
// engine's parts, which the import benchmark drives without a server.
export { loadConfig } from './config.js';
export type { AuthContext } from './core/auth-context.js';
export { openDatabase } from './db/database.js';
export {
  AudienceScanner,
  ID_FORMATS,
  type ImportReport,
  KeySet,
  mostIdsIn,
  RunKeys,
  startImportScript,
  writeSortedSet,
} from './modules/audiences/index.js';
export { rebuildDemoFacets as rebuildFacets } from './modules/materials/index.js';
export { reportExport, reportQuery } from './modules/statistics/index.js';
export { seededRandom } from './seed/seeded-random.js';
export { createServer } from './server.js';
