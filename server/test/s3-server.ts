import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** An S3 server (s3rver) on a loopback port with one bucket, the server's env for it, and a client to look inside. */
export interface TestBucket {
  name: string;
  /** S3_* variables that point a server at the bucket */
  env: Record<string, string>;
  client: S3Client;
  keys(): Promise<Set<string>>;
  put(key: string, body: Buffer | string): Promise<void>;
  close(): Promise<void>;
}

export async function startTestBucket(name = 'adconsole-test'): Promise<TestBucket> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-s3rver-'));
  const s3rver = new S3rver({ silent: true, directory: dir, configureBuckets: [{ name, configs: [] }] });
  await s3rver.configureBuckets();
  const front = http.createServer(s3rver.callback());
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  // s3rver's built-in account
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    name,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: name,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    client,
    async keys() {
      const keys = new Set<string>();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }));
        for (const o of page.Contents ?? []) keys.add(o.Key!);
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: name, Key: key, Body: body }));
    },
    async close() {
      client.destroy();
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
