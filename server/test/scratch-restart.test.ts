import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.js';
import { hostTag, processIdentity, scratchName, scratchOwner } from '../src/core/scratch-name.js';
import { workerId } from '../src/modules/jobs/jobs.policy.js';
import { createServer } from '../src/server.js';
import { testDatabase } from './helper.js';

// Scratch files a killed upload or import left used to stay an hour. A start now removes, fresh or not,
// those no live writer owns, and keeps what a live process or a running job may be writing. Every server here runs in
// this test process, so "this process" is a live writer; a killed one is a pid that has exited, or this pid in an
// earlier life (a restarted container keeps its pid); another host sharing the folder is a name with its host.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const FRESH_NONCE = 'ffff0000';
const OTHER_HOST = 'another-host.internal';
/** A name as another writer would have made it: scratchName's shape with that writer's parts. */
const nameOf = (host: string, pid: number, nonce: string, ext: string, jobId?: number) =>
  `${hostTag(host)}-${pid}-${nonce}${jobId === undefined ? '' : `-j${jobId}`}-0123456789abcdef.${ext}`;

/** A pid that existed and has exited: a killed writer. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

async function config(): Promise<Config> {
  const made = await testDatabase();
  cleanups.push(made.drop);
  return loadConfig({ ...made.env, SEED: 'none', ADMIN_PASSWORD: 'scratch-admin-1' });
}

describe('a start sweeps the scratch files no live writer owns', () => {
  it('removes a killed writer’s uploads and a stopped job’s import files, fresh; keeps a live one’s', async () => {
    const cfg = await config();
    if (cfg.storage.kind !== 'local') throw new Error('this test writes into the local scratch folder');
    const scratch = path.join(cfg.storage.dir, '.tmp');
    const me = workerId(os.hostname(), process.pid, processIdentity.nonce);
    const other = (pid: number, nonce: string) => workerId(OTHER_HOST, pid, nonce);

    // the first life: the job rows the files belong to
    const first = await createServer(cfg, false);
    const now = Date.now();
    const job = async (status: string, claimedBy: string | null) =>
      (
        await first.database.db
          .insertInto('job')
          .values({
            kind: 'test.scratch',
            payload: '{}',
            status: status as 'queued',
            attempts: 1,
            max_attempts: 3,
            run_after: now,
            claimed_by: claimedBy,
            claimed_at: claimedBy ? now : null,
            heartbeat_at: claimedBy ? now : null,
            create_time: now,
            update_time: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const failedJob = await job('failed', null);
    const queuedJob = await job('queued', null);
    const runningHere = await job('running', me);
    const runningThere = await job('running', other(4242, 'aaaa0001'));
    await first.close();

    const dead = deadPid();
    const gone = [
      // an upload whose process was killed, and a storage write of this pid's earlier life
      nameOf(os.hostname(), dead, FRESH_NONCE, 'upload'),
      nameOf(os.hostname(), process.pid, FRESH_NONCE, 'part'),
      // an import killed on this host: its writer is gone, whatever the job row says
      nameOf(os.hostname(), dead, FRESH_NONCE, 'set', runningHere),
      // imports written on another host whose jobs are not running: failed, queued again, or taken by another worker
      nameOf(OTHER_HOST, 4242, 'aaaa0001', 'set', failedJob),
      `${nameOf(OTHER_HOST, 4242, 'aaaa0001', 'set', queuedJob)}.runs`,
      nameOf(OTHER_HOST, 4242, 'aaaa0002', 'set', runningThere),
    ];
    const kept = [
      // what this live process writes: an upload, and the import of a job it runs
      scratchName('upload'),
      scratchName('set', runningHere),
      `${scratchName('set', runningHere)}.runs`,
      // an import on another host whose job its writer runs and beats for
      nameOf(OTHER_HOST, 4242, 'aaaa0001', 'set', runningThere),
      // another host's upload and a name of an older version: only their age can tell
      nameOf(OTHER_HOST, 4242, 'aaaa0001', 'upload'),
      '0123456789abcdef01234567.upload',
      // not scratch work: a poster job's source lives until its job ends
      `${nameOf(os.hostname(), dead, FRESH_NONCE, 'upload')}.src`,
    ];
    fs.mkdirSync(scratch, { recursive: true });
    for (const name of [...gone, ...kept]) fs.writeFileSync(path.join(scratch, name), 'x');
    expect(scratchOwner(kept[1]!)?.jobId).toBe(runningHere);

    // the restart: the sweep runs before the server is ready
    const second = await createServer(cfg, false, { bootstrap: false });
    cleanups.push(() => second.close());
    expect(fs.readdirSync(scratch).sort()).toEqual([...kept].sort());
    // the running jobs are left as they were: a live writer still holds each
    const rows = await second.database.db
      .selectFrom('job')
      .select(['id', 'status'])
      .where('id', 'in', [runningHere, runningThere])
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['running', 'running']);
  });
});
