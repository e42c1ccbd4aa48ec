import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** the server's own copy of the build (a test may rewrite version.json in it) */
  webDist: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * Starts the real server as `npm start` does (node on server/dist, which the global setup builds) on a free port with
 * a fresh data folder and demo data, serving a private copy of the production build: a rebuild of web/dist during a
 * run must not change the version or the chunk names under the open pages (the version check would then sign
 * everyone out).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` before the browser tests');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-e2e-'));
  const webDist = path.join(dataDir, 'web-dist');
  fs.cpSync(path.join(repoRoot, 'web/dist'), webDist, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/v1/system/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    webDist,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
