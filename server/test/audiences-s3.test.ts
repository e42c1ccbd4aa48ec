import { randomUUID } from 'node:crypto';
import { calls } from '@adconsole/contract';
import { type InjectSession, signIn } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceLeaving, uploadAudience } from './audiences-helper.js';
import { startServer, type TestServer } from './helper.js';
import { startTestBucket, type TestBucket } from './s3-server.js';

// Audience files on S3 (s3rver, as in files-s3.test.ts): uploads and results are personal data, stored under private
// keys that /files/ never serves; a source-2 path names a partner's object of the bucket, never one of the app's.

let bucket: TestBucket;
let server: TestServer;
let admin: InjectSession;

beforeAll(async () => {
  bucket = await startTestBucket();
  server = await startServer(bucket.env);
  admin = await signIn(server.app, 'admin');
});
afterAll(async () => {
  await server?.destroy();
  await bucket?.close();
});

const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

async function upload(lines: string[]): Promise<string> {
  const res = await uploadAudience(server.app, admin, Buffer.from(`${lines.join('\n')}\n`));
  expect(res.json().code, res.body).toBe(200);
  return res.json().data.path;
}

async function create(body: Record<string, unknown>) {
  const base = { data_type: 3, encryption: 0, source: 1, visibility_scope: 1 };
  return admin.api(calls.audiences.create, { ...base, ...body } as never);
}

const settled = (id: number, status = 1) => audienceLeaving(admin, id, status);

const keysOf = (id: number) =>
  server.database.db
    .selectFrom('user_cluster')
    .select(['file_key', 'result_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** What /files/ answers for a key, by GET and HEAD. */
async function served(key: string): Promise<number[]> {
  const get = await server.app.inject({ method: 'GET', url: `/files/${key}` });
  const head = await server.app.inject({ method: 'HEAD', url: `/files/${key}` });
  return [get.statusCode, head.statusCode];
}

describe('audience files on S3', () => {
  it('stores the upload and the result under private keys of the bucket, which /files/ never serves', async () => {
    const path = await upload(ids(20));
    expect(path).toMatch(/^p-[0-9a-f]{32}\.src$/);
    expect((await bucket.keys()).has(path)).toBe(true);
    expect(await served(path)).toEqual([404, 404]);

    const id = (await create({ cluster_name: 'On S3', path })).json().data.id;
    expect(await settled(id)).toMatchObject({ status: 2, count: 20 });
    const { file_key, result_key } = await keysOf(id);
    expect(file_key).toBe(path);
    expect(result_key).toMatch(/^p-[0-9a-f]{32}\.set$/);
    expect((await bucket.keys()).has(result_key!)).toBe(true);
    expect(await served(result_key!)).toEqual([404, 404]);

    // deleting the package removes both objects from the bucket
    expect((await admin.api(calls.audiences.remove, { id })).json().code).toBe(200);
    expect(await settled(id, 4)).toMatchObject({ status: -1 });
    const left = await bucket.keys();
    expect([left.has(path), left.has(result_key!)]).toEqual([false, false]);
  });

  it('imports a source-2 path from the bucket, plain or as s3://<bucket>/<key>, and never an app key', async () => {
    await bucket.put('partner-a/2026-11-23/人群_1.txt', `${ids(12).join('\n')}\n`);
    await bucket.put('partner-b/人群_2.txt', `${ids(12).join('\n')}\n`);
    // the prefix partner-a/ is mapped to an account, which the packages are linked to; partner-b/ is mapped to none
    const [account] = await server.database.db.selectFrom('account').select('id').orderBy('id').limit(1).execute();
    const mapped = await admin.api(calls.partnerFolders.create, { folder: 'partner-a', account_ids: [account!.id] });
    expect(mapped.json().code, mapped.body).toBe(200);
    const linked = { source: 2, visibility_scope: 2, linked_account: [account!.id] };
    for (const [name, path] of [
      ['Partner plain', 'partner-a/2026-11-23/人群_1.txt'],
      ['Partner URL', `s3://${bucket.name}/partner-a/2026-11-23/人群_1.txt`],
    ]) {
      const res = await create({ cluster_name: name, ...linked, path });
      expect(res.json().code, res.body).toBe(200);
      expect(await settled(res.json().data.id)).toMatchObject({ status: 2, count: 12, upload_source: 2 });
    }
    // another package's private upload is in the bucket, but no drop: 10027 as if it were not there
    const privateKey = await upload(ids(3));
    for (const path of [
      privateKey,
      `s3://${bucket.name}/${privateKey}`,
      's3://other-bucket/partner-a/x.txt',
      'partner-b/人群_2.txt',
    ]) {
      const res = await create({ cluster_name: `Refused ${path.length}`, ...linked, path });
      expect(res.json(), path).toMatchObject({ code: 10027 });
    }
  });
});
