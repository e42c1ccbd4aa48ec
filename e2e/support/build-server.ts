import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Vitest global setup: builds the server as `npm run build` does (esbuild, well under a second), so the browser tests
 * run the JavaScript that `npm start` runs, made from the sources as they are now. The web build is not made here:
 * it takes a while, and startServer says when it is missing.
 */
export default function buildServer(): void {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [path.join(repoRoot, 'server/scripts/build.mjs')], { stdio: 'inherit' });
}
