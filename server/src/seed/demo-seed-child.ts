/**
 * The demo seed's own process (demo-seed-process.ts forks it on a first start with SEED=demo): the seed's modules,
 * the audience imports' buffers and the pages SQLite cached while writing stayed with the server for its life, about
 * 30 MB of its resident memory at rest; here they go back to the system at exit. Takes one message, the server's
 * configuration, seeds through a database connection of its own, and exits.
 */

import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seedDemo } from './demo-seed.js';

export interface SeedJob {
  config: Config;
}

process.once('message', async ({ config }: SeedJob) => {
  const database = openDatabase(config.databaseUrl, config.dataDir);
  try {
    await seedDemo(database.db, config);
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
});
