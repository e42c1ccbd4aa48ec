import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.js';
import type { ByteRange, Storage, StoredObject } from './storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * The AWS SDK, loaded on the first use of a bucket: a server on local storage never loads it (it holds some 20 MB of
 * resident memory once imported). A dynamic import of a package stays one in the bundle (server/scripts/build.mjs
 * keeps packages external).
 */
let sdkLoad: Promise<[typeof import('@aws-sdk/client-s3'), typeof import('@aws-sdk/lib-storage')]> | null = null;
const loadSdk = () => {
  sdkLoad ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return sdkLoad;
};

function isMissing(sdk: typeof import('@aws-sdk/client-s3'), error: unknown): boolean {
  const { NoSuchKey, NotFound } = sdk;
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // a wrong bucket also answers 404: a configuration fault to surface, not "no such file" for every key
  // (a HEAD answer has no body to tell the two apart, so only get can)
  if (e?.name === 'NoSuchBucket') return false;
  return (
    error instanceof NotFound ||
    error instanceof NoSuchKey ||
    e?.name === 'NotFound' ||
    e?.$metadata?.httpStatusCode === 404
  );
}

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, R2 ...). Uploads stream in parts (lib-storage), so a file is never
 * held whole in memory; path-style addressing works with every compatible server.
 */
export class S3Storage implements Storage {
  private client: S3Client | null = null;
  private readonly bucket: string;

  constructor(
    private readonly config: S3Config,
    readonly scratchDir: string,
  ) {
    fs.mkdirSync(scratchDir, { recursive: true });
    this.bucket = config.bucket;
  }

  /** The SDK and this bucket's client, made on first use. */
  private async s3() {
    const [sdk, lib] = await loadSdk();
    const { config } = this;
    this.client ??= new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      // the SDK's default CRC checksums (aws-chunked bodies) are refused by many S3-compatible servers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
    return { sdk, Upload: lib.Upload, client: this.client };
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    const { Upload, client } = await this.s3();
    const upload = new Upload({
      client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      // 8 MB parts, 2 at a time: at most about 16 MB of a file in memory whatever its size
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    });
    await upload.done();
  }

  async putFile(key: string, localPath: string, contentType: string): Promise<void> {
    try {
      await this.put(key, fs.createReadStream(localPath), contentType);
    } finally {
      await fsp.rm(localPath, { force: true });
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await this.s3();
    try {
      const r = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: r.ContentLength ?? 0, lastModified: r.LastModified ?? new Date(0), etag: r.ETag ?? `"${key}"` };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<(StoredObject & { stream: Readable }) | null> {
    const { sdk, client } = await this.s3();
    try {
      const r = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = r.ContentRange ? Number(r.ContentRange.split('/')[1]) : (r.ContentLength ?? 0);
      return {
        size: total,
        lastModified: r.LastModified ?? new Date(0),
        etag: r.ETag ?? `"${key}"`,
        stream: r.Body as Readable,
      };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
