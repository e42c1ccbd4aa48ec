import { type ServerProcess, startServerProcess, templateFits } from '@adconsole/testkit';

export type RunningServer = ServerProcess;

/** Where the global setup's migrated and demo-seeded data folder is (support/build-server.ts). */
export const TEMPLATE_DIR_VARIABLE = 'ADCONSOLE_E2E_TEMPLATE_DIR';

/**
 * Starts the real server as `npm start` does (node on server/dist, which the global setup builds) on a free port with
 * a fresh data folder and demo data, serving a private copy of the production build: a rebuild of web/dist during a
 * run must not change the version or the chunk names under the open pages (the version check would then sign
 * everyone out). `webDist` is that copy (a test may rewrite version.json in it). The data folder is a copy of the
 * global setup's seeded one, unless `env` changes what seeding writes: then the server migrates and seeds its own.
 */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const template = process.env[TEMPLATE_DIR_VARIABLE];
  const dataFrom = template && templateFits(env) ? template : undefined;
  return startServerProcess({ env, dataFrom, webDist: 'copy', stdout: 'inherit', timeoutMs: 60_000 });
}
