import { type ServerProcess, startServerProcess } from '@adconsole/testkit';

export type RunningServer = ServerProcess;

/**
 * Starts the real server as `npm start` does (node on server/dist, which the global setup builds) on a free port with
 * a fresh data folder and demo data, serving a private copy of the production build: a rebuild of web/dist during a
 * run must not change the version or the chunk names under the open pages (the version check would then sign
 * everyone out). `webDist` is that copy (a test may rewrite version.json in it).
 */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServerProcess({ env, webDist: 'copy', stdout: 'inherit', timeoutMs: 60_000 });
}
