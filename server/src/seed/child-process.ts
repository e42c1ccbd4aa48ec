import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Runs a seed step in a process of its own and waits for it: what the step leaves in the C allocator and V8's heap
 * goes back to the system when it exits, instead of staying with a long-running server. The script is `built`, beside
 * the bundle, when the server runs built (an entry point of scripts/build.mjs), else the TypeScript `source` under
 * tsx's loader (the tests, `npm run dev`). The child gets `message` and must exit 0; any other end rejects with what
 * it wrote to stderr.
 */
export function runInChild(source: URL, built: URL, message: unknown): Promise<void> {
  const fromSources = new URL(import.meta.url).pathname.endsWith('.ts');
  const script = fileURLToPath(fromSources ? source : built);
  if (!fromSources && !fs.existsSync(script)) throw new Error(`${script} is missing: run the server's build`);
  const execArgv = fromSources ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  const child = fork(script, [], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  child.send(message as object);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${script} ended with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}
