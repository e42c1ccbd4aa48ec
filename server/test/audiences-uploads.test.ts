import { randomUUID } from 'node:crypto';
import { calls } from '@adconsole/contract';
import { type InjectSession, signIn } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from '../src/modules/audiences/audiences.upload-sweep.js';
import { createStorage } from '../src/modules/files/storage.js';
import { createServer } from '../src/server.js';
import { uploadAudience } from './audiences-helper.js';
import { startServer, type TestServer } from './helper.js';

let server: TestServer;
let admin: InjectSession;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.app, 'admin');
});
afterAll(() => server.destroy());

async function upload(): Promise<string> {
  const res = await uploadAudience(server.app, admin, Buffer.from(`${randomUUID()}\n${randomUUID()}\n`));
  expect(res.json().code, res.body).toBe(200);
  return res.json().data.path;
}

const create = (name: string, path: string) =>
  admin.api(calls.audiences.create, {
    data_type: 3,
    encryption: 0,
    source: 1,
    visibility_scope: 1,
    cluster_name: name,
    path,
  });

const uploadRows = () => server.database.db.selectFrom('user_cluster_upload').selectAll().execute();

describe('audience uploads no package took', () => {
  it('are recorded until a create takes them; one upload makes one package', async () => {
    const path = await upload();
    expect(await uploadRows()).toMatchObject([
      { file_key: path, size: 74, name: 'ids.txt', creator_id: expect.any(Number) },
    ]);
    expect((await create('Taker', path)).json().code).toBe(200);
    expect(await uploadRows()).toEqual([]);
    // taken: a second package of it would lose its file when the first is deleted
    expect((await create('Second taker', path)).json()).toMatchObject({ code: 10027, data: { path } });
  });

  it('are removed with their file after the grace period; a taken or fresh one is kept', async () => {
    const storage = createStorage(server.config);
    const log = server.app.log;
    const day = 24 * 3600_000;
    const unused = await upload();
    const taken = await upload();
    expect((await create('Kept by its package', taken)).json().code).toBe(200);

    expect(await sweepUnusedUploads(server.database.db, storage, { now: Date.now(), graceMs: day, log })).toBe(0);
    expect(await storage.head(unused)).not.toBeNull();
    const later = Date.now() + day + 60_000;
    expect(await sweepUnusedUploads(server.database.db, storage, { now: later, graceMs: day, log })).toBe(1);
    expect(await storage.head(unused)).toBeNull();
    expect(await storage.head(taken)).not.toBeNull();
    expect(await uploadRows()).toEqual([]);
    // a create that comes after the sweep finds the file gone
    expect((await create('Too late', unused)).json()).toMatchObject({ code: 10027, data: { path: unused } });
  });

  it('are swept by one recurring job, hourly, however many processes start', async () => {
    const jobs = () =>
      server.database.db.selectFrom('job').selectAll().where('kind', '=', 'audiences.upload-sweep').execute();
    const [sweep] = await jobs();
    expect(sweep).toMatchObject({ status: 'queued', unique_key: 'audiences.upload-sweep', attempts: 0 });
    expect(sweep!.run_after - sweep!.create_time).toBe(3600_000);
    const second = await createServer(server.config, false, { bootstrap: false });
    await second.close();
    expect(await jobs()).toEqual([sweep]);
  });
});
