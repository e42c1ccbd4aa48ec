import { createTemplateDatabase, TEMPLATE_VARIABLE } from '@adconsole/testkit';
import { loadConfig } from '../src/config.js';
import { createServer } from '../src/server.js';

/**
 * Vitest global setup of the integration suite: one migrated and demo-seeded database of this run's engine, which
 * every test file's server clones (helper.ts) instead of migrating and seeding its own. The server that makes it is
 * closed before any file starts, so the copies are of a database nobody writes. Named to the test workers through an
 * environment variable (they start after this and inherit it).
 */
export default async function makeTemplate(): Promise<() => Promise<void>> {
  const made = await createTemplateDatabase();
  const server = await createServer(loadConfig(made.env), false);
  await server.close();
  process.env[TEMPLATE_VARIABLE] = JSON.stringify(made.template);
  return () => made.drop();
}
