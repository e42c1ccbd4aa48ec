import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AudienceDetail, calls } from '@adconsole/contract';
import { type InjectSession, signIn, writeAudienceFile } from '@adconsole/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.js';
import { workerId } from '../src/modules/jobs/jobs.policy.js';
import { createServer, type Server } from '../src/server.js';
import { multipart } from './files-fixtures.js';
import { engine, testDatabase } from './helper.js';

// Servers sharing one database, as a restarted process or two processes would. Every server of this file runs in
// one test process, so they share a job worker id; a crashed process is simulated by a job row claimed by a dead pid.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sharedConfig(): Promise<Config> {
  const made = await testDatabase();
  cleanups.push(made.drop);
  return loadConfig(made.env);
}

/** A server on `config`'s database; only the first one migrates and seeds it. */
async function serverOn(config: Config, bootstrap: boolean): Promise<{ server: Server; admin: InjectSession }> {
  const server = await createServer(config, false, { bootstrap });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await server.close();
  };
  cleanups.push(close);
  return { server: { ...server, close }, admin: await signIn(server.app, 'admin') };
}

/** Writes `count` unique GAIDs then a duplicate in upper case and a junk line, uploads them, creates a package of them. */
async function packageOf(server: Server, admin: InjectSession, name: string, count: number): Promise<number> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const file = path.join(os.tmpdir(), `${randomUUID()}.txt`);
  writeAudienceFile(file, [...ids, ids[0]!.toUpperCase(), 'junk']);
  const { payload, headers } = multipart([{ name: 'file', filename: 'ids.txt', data: fs.readFileSync(file) }]);
  fs.rmSync(file);
  const uploaded = await server.app.inject({
    method: 'POST',
    url: calls.audiences.upload.path,
    payload,
    headers: { ...headers, token: admin.token },
  });
  expect(uploaded.json().code, uploaded.body).toBe(200);
  const created = await admin.api(calls.audiences.create, {
    data_type: 3,
    encryption: 0,
    source: 1,
    visibility_scope: 1,
    cluster_name: name,
    path: uploaded.json().data.path,
  });
  expect(created.json().code, created.body).toBe(200);
  return created.json().data.id;
}

/** Polls the package until it leaves Importing. */
async function imported(admin: InjectSession, id: number): Promise<AudienceDetail> {
  for (let i = 0; i < 300; i++) {
    const detail: AudienceDetail = (await admin.api(calls.audiences.detail, { id })).json().data;
    if (detail.status !== 1) return detail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`package ${id} still importing`);
}

function importJobOf(server: Server, id: number) {
  return server.database.db
    .selectFrom('job')
    .selectAll()
    .where('kind', '=', 'audiences.import')
    .where('payload', '=', JSON.stringify({ clusterId: id }))
    .execute();
}

/** A pid on this host that no process has any more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

/**
 * Puts an imported package back in the state a process killed half way through its import leaves: the package
 * Importing with some progress and no result or report, its job running, claimed by a worker whose pid is gone.
 */
async function leftByCrashedWorker(server: Server, id: number): Promise<void> {
  const { db } = server.database;
  const progress = { bytes_read: 100, total_bytes: 1000, lines_read: 3, valid: 3, invalid: 0, duplicates: 0 };
  await db
    .updateTable('user_cluster')
    .set({ status: 1, count: null, result_key: null, progress: JSON.stringify(progress) })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('user_cluster_import').where('user_cluster_id', '=', id).execute();
  const [job] = await importJobOf(server, id);
  const beat = Date.now();
  const crashed = workerId(os.hostname(), deadPid(), 'crashed');
  await db
    .updateTable('job')
    .set({ status: 'running', attempts: 1, claimed_by: crashed, claimed_at: beat, heartbeat_at: beat })
    .where('id', '=', job!.id)
    .execute();
}

/** The package's audit entries, oldest first. */
function auditOf(server: Server, id: number) {
  return server.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_kind'])
    .where('entity_kind', '=', 'audience')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
}

const created = { action: 'create', actor_kind: 'user' };
const finished = { action: 'update', actor_kind: 'system' };

describe('audience imports across servers', () => {
  it('takes up an import a crashed server left running: the package ends Import Successful with its count', async () => {
    const config = await sharedConfig();
    const first = await serverOn(config, true);
    const id = await packageOf(first.server, first.admin, 'Interrupted', 40);
    expect(await imported(first.admin, id)).toMatchObject({ status: 2, count: 40 });
    await leftByCrashedWorker(first.server, id);
    await first.server.close();

    const second = await serverOn(config, false);
    const done = await imported(second.admin, id);
    expect(done).toMatchObject({ status: 2, count: 40, failure: null, progress: null });
    expect(done.import_report).toMatchObject({ count: 40, invalid: 1, duplicates_removed: 1 });
    expect(await importJobOf(second.server, id)).toMatchObject([{ status: 'done', attempts: 2, last_error: null }]);
  });

  it.skipIf(engine !== 'postgres')(
    'imports each package once when two servers with their job loops share one PostgreSQL (skipped on SQLite)',
    async () => {
      const config = await sharedConfig();
      const servers = [await serverOn(config, true), await serverOn(config, false)];
      const made: { id: number; count: number }[] = [];
      for (let i = 0; i < 6; i++) {
        const { server, admin } = servers[i % 2]!;
        made.push({ id: await packageOf(server, admin, `Shared ${i}`, 20 + i), count: 20 + i });
      }
      const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
      for (const { id, count } of made) {
        expect(await imported(b.admin, id)).toMatchObject({ status: 2, count });
        expect(await importJobOf(a.server, id)).toMatchObject([{ status: 'done', attempts: 1 }]);
        const reports = await a.server.database.db
          .selectFrom('user_cluster_import')
          .where('user_cluster_id', '=', id)
          .execute();
        expect(reports).toHaveLength(1);
        expect(await auditOf(a.server, id)).toEqual([created, finished]);
      }
    },
  );

  it.skipIf(engine !== 'postgres')(
    'runs each import a crashed server left once when two servers start on it together (skipped on SQLite)',
    async () => {
      const config = await sharedConfig();
      const first = await serverOn(config, true);
      const made: { id: number; count: number }[] = [];
      for (let i = 0; i < 6; i++)
        made.push({ id: await packageOf(first.server, first.admin, `Left ${i}`, 30 + i), count: 30 + i });
      for (const { id } of made) await imported(first.admin, id);
      for (const { id } of made) await leftByCrashedWorker(first.server, id);
      await first.server.close();

      // both loops recover the dead worker's jobs and poll at once: they race for every one of them
      const [a, b] = await Promise.all([serverOn(config, false), serverOn(config, false)]);
      for (const { id, count } of made) {
        expect(await imported(b.admin, id)).toMatchObject({ status: 2, count });
        expect(await importJobOf(a.server, id)).toMatchObject([{ status: 'done', attempts: 2 }]);
        // the first import's end, then exactly one more
        expect(await auditOf(a.server, id)).toEqual([created, finished, finished]);
      }
    },
  );
});
