import { type BuiltApp, buildApp } from './app.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { syncAccessCatalog } from './modules/auth/index.js';
import { syncCountries } from './modules/lookups/index.js';
import { ensureAdministrator } from './seed/bootstrap.js';
import { seedDemoInChild } from './seed/demo-seed-process.js';

export interface Server extends BuiltApp {
  database: DatabaseHandle;
  /** the administrator password chosen on this first start, or null */
  firstAdminPassword: string | null;
  demoSeeded: boolean;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, builds the app, syncs the access catalogue and seeds; does not listen.
 * `bootstrap: false` skips everything but building the app: a cluster's workers start on a database their
 * primary has already made ready.
 */
export async function createServer(
  config: Config,
  logger?: boolean | object,
  { bootstrap = true }: { bootstrap?: boolean } = {},
): Promise<Server> {
  const database = openDatabase(config.databaseUrl, config.dataDir);
  try {
    if (bootstrap) await migrateToLatest(database.db);
    const built = await buildApp({ config, database, logger });
    await built.app.ready();
    let firstAdminPassword: string | null = null;
    let demoSeeded = false;
    if (bootstrap) {
      await syncAccessCatalog(database.db);
      await syncCountries(database.db);
      firstAdminPassword = await ensureAdministrator(database.db, config);
      demoSeeded = await seedDemoInChild(database.db, config);
    }
    return {
      ...built,
      database,
      firstAdminPassword,
      demoSeeded,
      async close() {
        await built.app.close();
        await built.notifier.flush();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
