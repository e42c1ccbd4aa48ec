import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { BACKGROUND_NICE } from '../../core/background-priority.js';
import { RequestThread } from '../../core/request-thread.js';

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

/**
 * The thread's script, evaluated as CommonJS (no build entry and no TypeScript loader needed, from the sources or
 * the bundle). It lowers its own CPU priority first, as `lowerThisThread` does for the import's threads (Linux only:
 * elsewhere the nice value is the whole process's), then checks each password synchronously on itself.
 */
const SCRIPT = `
const { parentPort } = require('node:worker_threads');
const os = require('node:os');
let nice = null;
if (process.platform === 'linux') {
  try { os.setPriority(Math.max(os.getPriority(), ${BACKGROUND_NICE})); nice = os.getPriority(); } catch {}
}
const { verifySync } = require(${JSON.stringify(argon2Path)});
parentPort.on('message', ({ id, hash, password }) => {
  let ok = false;
  try { ok = verifySync(hash, password); } catch {}
  parentPort.postMessage({ id, ok, nice });
});
`;

/**
 * One thread that checks passwords, one at a time, at background priority. Why a thread of its own: an argon2 check
 * on libuv's pool runs at the calls' priority, so a flood of sign-ins on two cores took a core from the lists'
 * thread, the database and the clients' answers alike (bench/RESULTS.md, "Load fairness"); at nice 10 the check
 * gets the cores the calls leave, and all of an idle one.
 */
export class PasswordThread {
  private readonly thread = new RequestThread<{ hash: string; password: string }, { ok: boolean; nice: number | null }>(
    () => new Worker(SCRIPT, { eval: true }),
    'password thread',
  );
  /** the thread's nice value once it has answered (null off Linux, or before its first check) */
  nice: number | null = null;

  /** Checks `password` against the argon2 `hash`; false for a wrong password or a hash it cannot read. */
  async verify(hash: string, password: string): Promise<boolean> {
    const { ok, nice } = await this.thread.ask({ hash, password });
    this.nice = nice;
    return ok;
  }

  /** Ends the thread (the server's close); a later check starts a new one. */
  close(): Promise<void> {
    return this.thread.close();
  }
}
