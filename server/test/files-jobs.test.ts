import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { posterHandler, posterJob, postersSettled } from '../src/modules/files/files.poster-job.js';
import { findFiles } from '../src/modules/files/files.repo.js';
import { createStorage } from '../src/modules/files/storage.js';
import { JobRunner } from '../src/modules/jobs/index.js';
import { workerId } from '../src/modules/jobs/jobs.policy.js';
import { insertJob } from '../src/modules/jobs/jobs.repo.js';
import { createServer } from '../src/server.js';
import { get, mp4, server, uploaded, useFilesServer } from './files-context.js';
import { keptLog, until } from './jobs-context.js';

// The files module's work on the job runner: poster frames and the orphan sweep.
useFilesServer();

const jobsOf = (kind: string) =>
  server.database.db.selectFrom('job').selectAll().where('kind', '=', kind).orderBy('id').execute();

describe('poster jobs', () => {
  it('make the poster of an uploaded video as a job, leaving nothing in scratch space', async () => {
    const data = await uploaded('promo.mp4', mp4, { type: '2' });
    // serving waits for the poster being made in this process
    const poster = await get(data.meta.thumb_url!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    await postersSettled();
    const job = (await jobsOf(posterJob.name)).find((j) => JSON.parse(j.payload).fileId === data.file_id);
    expect(job).toMatchObject({ status: 'done', attempts: 1, last_error: null });
    const scratch = path.join(server.config.dataDir, 'files', '.tmp');
    expect(fs.readdirSync(scratch)).toEqual([]);
  });

  it('fail cleanly when the video is gone from scratch space after a restart: thumb_key cleared', async () => {
    const db = server.database.db;
    const data = await uploaded('restart.mp4', mp4, { type: '2' });
    await postersSettled();
    const [file] = await findFiles(db, [data.file_id]);
    // a job its process was running when it died, whose hard link did not survive (a cleaned scratch folder)
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
    const now = Date.now();
    const id = await insertJob(db, {
      kind: posterJob.name,
      payload: JSON.stringify({
        fileId: data.file_id,
        posterKey: file!.thumb_key,
        source: path.join(server.config.dataDir, 'files', '.tmp', 'gone.upload.src'),
        duration: 2,
      }),
      status: 'running',
      attempts: 1,
      max_attempts: 3,
      run_after: now,
      claimed_by: workerId(os.hostname(), deadPid, 'before'),
      claimed_at: now,
      heartbeat_at: now,
      create_time: now,
      update_time: now,
    });
    // the restarted process: its runner retries the dead worker's job on start
    const restarted = new JobRunner({ db, log: keptLog(), pollMs: 20 });
    restarted.register(posterJob, posterHandler({ ...server.config, db, storage: createStorage(server.config) }));
    await restarted.start();
    try {
      await until(async () => (await restarted.settled(id)) === 'failed');
    } finally {
      await restarted.stop();
    }
    const row = await db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.last_error).toMatch(/gone from scratch space/);
    expect((await findFiles(db, [data.file_id]))[0]?.thumb_key).toBeNull();
  });
});

describe('orphan sweep', () => {
  it('is one recurring job, however many processes start: due an hour after the first start', async () => {
    const [sweep] = await jobsOf('files.orphan-sweep');
    expect(sweep).toMatchObject({ status: 'queued', unique_key: 'files.orphan-sweep', attempts: 0 });
    expect(sweep!.run_after - sweep!.create_time).toBe(3600_000);
    // a second process on the same database (a cluster's worker, a restart) schedules nothing more
    const second = await createServer(server.config, false, { bootstrap: false });
    await second.close();
    expect(await jobsOf('files.orphan-sweep')).toEqual([sweep]);
  });
});

describe('scratch sweep', () => {
  it('removes at start what a killed process left in scratch space, and keeps what is still being written', async () => {
    const scratch = path.join(server.config.dataDir, 'files', '.tmp');
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    // an import's sorted set and spilled runs, and an upload, of a process killed two hours ago
    for (const name of ['dead.set', 'dead.set.runs', 'dead.upload']) {
      fs.writeFileSync(path.join(scratch, name), 'x');
      fs.utimesSync(path.join(scratch, name), hoursAgo, hoursAgo);
    }
    fs.writeFileSync(path.join(scratch, 'live.upload'), 'x');
    // the process that starts next (a restart, a cluster's worker 1) sweeps once it is ready
    const next = await createServer(server.config, false, { bootstrap: false });
    await next.close();
    expect(fs.readdirSync(scratch)).toEqual(['live.upload']);
    fs.rmSync(path.join(scratch, 'live.upload'));
  });
});
