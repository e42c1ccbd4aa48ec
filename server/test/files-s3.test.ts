import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../src/config.js';
import { postersSettled } from '../src/modules/files/files.poster-job.js';
import { createStorage, newStorageKey, variantKey } from '../src/modules/files/storage.js';
import { S3Storage } from '../src/modules/files/storage.s3.js';
import { fixtureDir, makeImage, makeMp4, md5Of, multipart } from './files-fixtures.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The S3 driver against s3rver, a real S3-protocol server on a loopback port (signatures checked, multipart uploads,
// ranges), first on its own, then behind the running app: upload, serve and delete through the API.
const BUCKET = 'adconsole-test';
const MB = 1024 * 1024;

let s3rver: S3rver;
let front: http.Server;
let s3Dir: string;
let dir: string;
let config: Extract<StorageConfig, { kind: 's3' }>;
/** the test's own view of the bucket, apart from the driver under test */
let bucket: S3Client;
/** every request the S3 server received, as `METHOD path?query` */
const requests: string[] = [];

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-s3rver-'));
  dir = fixtureDir();
  s3rver = new S3rver({ silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3rver.configureBuckets();
  // s3rver's request handler behind our own listener, which notes each request (to see multipart uploads happen)
  const handle = s3rver.callback();
  front = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handle(req, res);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  // s3rver's built-in account
  config = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  bucket = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
});

afterAll(async () => {
  bucket?.destroy();
  front?.closeAllConnections();
  await new Promise((resolve) => front?.close(resolve));
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The requests made for `key` while `action` ran. */
async function requestsFor(key: string, action: () => Promise<unknown>): Promise<string[]> {
  const from = requests.length;
  await action();
  return requests.slice(from).filter((r) => r.includes(`/${BUCKET}/${key}`));
}

async function keysInBucket(): Promise<Set<string>> {
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
    for (const o of page.Contents ?? []) keys.add(o.Key!);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** Starts a download and closes the connection after its first chunk, as a video player that seeks away does. */
function readFirstChunkAndLeave(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
  });
}

/** The multipart upload steps among S3 requests (part uploads may finish in either order). */
function multipartSteps(sent: string[]): string[] {
  const steps = sent.map((r) => {
    const q = new URLSearchParams(r.split('?')[1] ?? '');
    if (r.startsWith('POST') && q.has('uploads')) return 'create';
    if (r.startsWith('PUT') && q.has('partNumber')) return `part ${q.get('partNumber')}`;
    if (r.startsWith('POST') && q.has('uploadId')) return 'complete';
    return r;
  });
  return [steps[0]!, ...steps.slice(1, -1).sort(), steps.at(-1)!];
}

const contentTypeIn = async (key: string) =>
  (await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentType;

describe('S3Storage on s3rver', () => {
  let storage: S3Storage;
  beforeAll(() => {
    storage = new S3Storage(config, path.join(dir, 'scratch'));
  });

  it('is what createStorage answers for an S3 configuration, with a local scratch folder', () => {
    const made = createStorage({ storage: config, dataDir: dir });
    expect(made).toBeInstanceOf(S3Storage);
    expect(made.scratchDir).toBe(path.join(dir, 'upload-tmp'));
    expect(fs.statSync(made.scratchDir).isDirectory()).toBe(true);
  });

  it('puts a small stream, and heads and gets it whole and by range', async () => {
    const data = randomBytes(1000);
    const key = newStorageKey('png');
    const sent = await requestsFor(key, () =>
      storage.put(key, Readable.from([data.subarray(0, 300), data.subarray(300)]), 'image/png'),
    );
    expect(sent.map((r) => r.split('?')[0])).toEqual([`PUT /${BUCKET}/${key}`]);
    expect(await contentTypeIn(key)).toBe('image/png');

    const head = await storage.head(key);
    expect(head).toMatchObject({ size: 1000, etag: `"${md5Of(data)}"` });
    expect(head!.lastModified).toBeInstanceOf(Date);
    expect(Math.abs(head!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);

    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: 1000, etag: head!.etag });
    expect((await buffer(whole!.stream)).equals(data)).toBe(true);

    // a range answers the whole object's size, as serving needs it for content-range
    const part = await storage.get(key, { start: 10, end: 19 });
    expect(part).toMatchObject({ size: 1000, etag: head!.etag });
    expect((await buffer(part!.stream)).equals(data.subarray(10, 20))).toBe(true);
    const last = await storage.get(key, { start: 999, end: 999 });
    expect((await buffer(last!.stream)).equals(data.subarray(999))).toBe(true);
  });

  it('moves a file over 8 MB into the bucket in parts, and removes the scratch file', async () => {
    const data = randomBytes(9 * MB + 123);
    const scratch = path.join(storage.scratchDir, 'big.upload');
    fs.writeFileSync(scratch, data);
    const key = newStorageKey('mp4');
    const sent = await requestsFor(key, () => storage.putFile(key, scratch, 'video/mp4'));
    expect(multipartSteps(sent)).toEqual(['create', 'part 1', 'part 2', 'complete']);
    expect(fs.existsSync(scratch)).toBe(false);
    expect(await contentTypeIn(key)).toBe('video/mp4');

    const head = await storage.head(key);
    // AWS tags a multipart object "<md5 of the parts' md5s>-2"; s3rver gives the whole object's md5
    expect(head).toMatchObject({ size: data.length, etag: expect.stringMatching(/^"[0-9a-f]{32}(?:-2)?"$/) });
    const whole = await storage.get(key);
    expect(md5Of(await buffer(whole!.stream))).toBe(md5Of(data));
    // a range across the boundary between the parts
    const across = await storage.get(key, { start: 8 * MB - 5, end: 8 * MB + 4 });
    expect(across!.size).toBe(data.length);
    expect((await buffer(across!.stream)).equals(data.subarray(8 * MB - 5, 8 * MB + 5))).toBe(true);
  });

  it('puts a stream of unknown length over 8 MB in parts', async () => {
    const chunks = Array.from({ length: 17 }, () => randomBytes(MB / 2 + 7));
    const data = Buffer.concat(chunks);
    const key = newStorageKey('mp4');
    const sent = await requestsFor(key, () => storage.put(key, Readable.from(chunks), 'video/mp4'));
    expect(multipartSteps(sent)).toEqual(['create', 'part 1', 'part 2', 'complete']);
    expect(await storage.head(key)).toMatchObject({ size: data.length });
    expect(md5Of(await buffer((await storage.get(key))!.stream))).toBe(md5Of(data));
  });

  it('answers null for a missing object, and deletes (a missing object is no error)', async () => {
    const key = newStorageKey('jpg');
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(key, { start: 0, end: 9 })).toBeNull();
    await storage.delete(key);

    await storage.put(key, Readable.from([Buffer.from('jpeg bytes')]), 'image/jpeg');
    expect((await keysInBucket()).has(key)).toBe(true);
    await storage.delete(key);
    expect((await keysInBucket()).has(key)).toBe(false);
    expect(await storage.head(key)).toBeNull();
    await storage.delete(key);
  });

  it('fails loudly on a bucket that is not there, rather than reporting objects missing', async () => {
    const wrong = new S3Storage({ ...config, bucket: 'no-such-bucket' }, path.join(dir, 'scratch-wrong'));
    const key = newStorageKey('jpg');
    await expect(wrong.get(key)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    const scratch = path.join(wrong.scratchDir, 'x.upload');
    fs.writeFileSync(scratch, 'data');
    await expect(wrong.putFile(key, scratch, 'image/jpeg')).rejects.toThrow();
    // the scratch file goes whether or not the move succeeded
    expect(fs.existsSync(scratch)).toBe(false);
  });
});

describe('uploads, serving and delete through the app on an S3 bucket', () => {
  let server: TestServer;
  let admin: string;
  let address: string;

  beforeAll(async () => {
    server = await startServer({
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    });
    admin = (await loginAs(server, 'admin')).token;
    // over a real socket too, so the bucket's response stream is piped to a client
    address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  async function uploaded(filename: string, data: Buffer, fields: Record<string, string> = {}) {
    const { payload, headers } = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', filename, data },
    ]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/file',
      payload,
      headers: { ...headers, token: admin },
    });
    const body = res.json();
    expect(body, res.body).toMatchObject({ code: 200 });
    return body.data as { url: string; file_id: number; fileInfo: string; meta: { thumb_url: string | null } };
  }

  const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  async function expectServed(url: string, data: Buffer, contentType: string) {
    const whole = await server.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe(contentType);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers.etag).toBe(`"${md5Of(data)}"`);
    expect(Number(whole.headers['content-length'])).toBe(data.length);
    expect(whole.rawPayload.equals(data)).toBe(true);

    const head = await server.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(data.length);
    expect(head.rawPayload.length).toBe(0);

    const part = await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe(contentType);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(100, 1100))).toBe(true);

    const tail = await fetch(`${address}${url}`, { headers: { range: 'bytes=-16' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-type')).toBe(contentType);
    expect(Buffer.from(await tail.arrayBuffer()).equals(data.subarray(data.length - 16))).toBe(true);
    const overSocket = await fetch(`${address}${url}`);
    expect(Buffer.from(await overSocket.arrayBuffer()).equals(data)).toBe(true);

    const cached = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': whole.headers.etag! } });
    expect(cached.statusCode).toBe(304);
  }

  async function deleteAndExpectGone(fileId: number, keys: string[]) {
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/v1/file?file_id=${fileId}`,
      headers: { token: admin },
    });
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    const left = await keysInBucket();
    for (const key of keys) {
      expect(left.has(key), key).toBe(false);
      expect((await server.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    }
  }

  it('stores an image and its webp thumbnail in the bucket, serves both, and deletes both', async () => {
    const jpeg = await makeImage(1600, 900, 'jpeg');
    const data = await uploaded('banner.jpg', jpeg);
    expect(data.url).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);
    expect(JSON.parse(data.fileInfo)).toEqual({ size: jpeg.length, ext: 'jpg', file_md5: md5Of(jpeg) });
    const key = keyOf(data.url);
    const thumbKey = variantKey(key, 't', 'webp');
    expect(data.meta.thumb_url).toBe(`/files/${thumbKey}`);

    const keys = await keysInBucket();
    expect(keys.has(key)).toBe(true);
    expect(keys.has(thumbKey)).toBe(true);
    expect(await contentTypeIn(key)).toBe('image/jpeg');
    expect(await contentTypeIn(thumbKey)).toBe('image/webp');
    await expectServed(data.url, jpeg, 'image/jpeg');
    const thumb = await server.app.inject({ method: 'GET', url: data.meta.thumb_url! });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp' });

    await deleteAndExpectGone(data.file_id, [key, thumbKey]);
  });

  it('stores a video and its poster frame in the bucket, serves both, and deletes both', async () => {
    const mp4 = makeMp4(dir, 320, 180, 2);
    const data = await uploaded('promo.mp4', mp4, { type: '2', ratio_set: 'video' });
    expect(data.url).toMatch(/^\/files\/[0-9a-f]{32}\.mp4$/);
    const key = keyOf(data.url);
    const posterKey = variantKey(key, 'p', 'jpg');
    expect(data.meta.thumb_url).toBe(`/files/${posterKey}`);

    // serving waits for a poster still in the making: it is in the bucket by the time it is answered
    const poster = await server.app.inject({ method: 'GET', url: data.meta.thumb_url! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
    await postersSettled();
    const keys = await keysInBucket();
    expect(keys.has(key)).toBe(true);
    expect(keys.has(posterKey)).toBe(true);
    expect(await contentTypeIn(key)).toBe('video/mp4');
    expect(await contentTypeIn(posterKey)).toBe('image/jpeg');
    // no scratch copies left behind once the poster is made
    expect(fs.readdirSync(path.join(server.config.dataDir, 'upload-tmp'))).toEqual([]);
    await expectServed(data.url, mp4, 'video/mp4');

    await deleteAndExpectGone(data.file_id, [key, posterKey]);
  });

  it("lets go of the bucket's answer when a viewer stops reading mid-file", async () => {
    const key = newStorageKey('mp4');
    const data = randomBytes(9 * MB);
    await new S3Storage(config, path.join(dir, 'scratch-serve')).put(key, Readable.from([data]), 'video/mp4');
    // players drop range requests all the time; the SDK keeps at most 50 sockets to the bucket, so answers held
    // open after their viewer left would soon leave none for the next viewer
    for (let i = 0; i < 60; i++) await readFirstChunkAndLeave(`${address}/files/${key}`);
    const res = await fetch(`${address}/files/${key}`, { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(0, 10))).toBe(true);
  });

  it('answers 404 for a key the bucket does not hold, and 416 past the end', async () => {
    const missing = await server.app.inject({ method: 'GET', url: `/files/${newStorageKey('jpg')}` });
    expect(missing.statusCode).toBe(404);
    const png = await makeImage(1000, 1000, 'png');
    const data = await uploaded('square.png', png);
    const past = await server.app.inject({ method: 'GET', url: data.url, headers: { range: `bytes=${png.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${png.length}`);
  });
});
