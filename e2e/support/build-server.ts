import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createTemplateDatabase, startServerProcess } from '@adconsole/testkit';
import { TEMPLATE_DIR_VARIABLE } from './server.js';

/**
 * Vitest global setup: builds the server as `npm run build` does (esbuild, well under a second), so the browser tests
 * run the JavaScript that `npm start` runs, made from the sources as they are now; then starts that build once on an
 * empty data folder, which it migrates and demo-seeds, and stops it. Each file's server starts on a copy of that
 * folder instead of migrating and seeding its own. The web build is not made here: it takes a while, and startServer
 * says when it is missing.
 */
export default async function buildServer(): Promise<() => Promise<void>> {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [path.join(repoRoot, 'server/scripts/build.mjs')], { stdio: 'inherit' });
  const { template, drop } = await createTemplateDatabase('sqlite');
  const server = await startServerProcess({ dataDir: template.dataDir, timeoutMs: 60_000 });
  await server.stop();
  // the test files' workers start after this and inherit the environment
  process.env[TEMPLATE_DIR_VARIABLE] = template.dataDir;
  return drop;
}
