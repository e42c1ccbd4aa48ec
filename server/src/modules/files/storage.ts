import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { LocalStorage } from './storage.local.js';
import { S3Storage } from './storage.s3.js';

/** What storage knows of a stored object. */
export interface StoredObject {
  size: number;
  lastModified: Date;
  /** a strong or weak HTTP entity tag, quotes included */
  etag: string;
}

/** An inclusive byte range, as HTTP ranges are written. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded files live: a local folder or an S3-compatible bucket. Keys are flat names like `<hex>.jpg`. */
export interface Storage {
  /** a local folder for uploads in progress (on the same disk as the files for the local driver) */
  readonly scratchDir: string;
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** moves a finished scratch file into storage under `key` (the scratch file is gone afterwards) */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  head(key: string): Promise<StoredObject | null>;
  /** the object's bytes, or only `range` of them; null when there is no such object */
  get(key: string, range?: ByteRange): Promise<(StoredObject & { stream: Readable }) | null>;
  /** removes the object; a missing object is not an error */
  delete(key: string): Promise<void>;
}

/** The storage the configuration names. */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  const s = config.storage;
  if (s.kind === 's3') return new S3Storage(s, path.join(config.dataDir, 'upload-tmp'));
  return new LocalStorage(s.dir);
}

const KEY = /^[0-9a-f]{32}(?:-[a-z])?\.[a-z0-9]{2,5}$/;

/** True for a key this module makes: 128 random bits in hex, an optional variant letter, an extension. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

const PRIVATE_KEY = /^p-[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/**
 * True for the key of a private object (audience files and their results: personal data): stored like any other
 * object, but never a storage key, so `/files/` never serves it; only permission-checked calls read it.
 */
export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEY.test(key);
}

/** A new unguessable private key: `p-`, 128 random bits in hex, the extension. */
export function newPrivateKey(ext: string): string {
  return `p-${randomBytes(16).toString('hex')}.${ext}`;
}

/** A new unguessable key: 128 random bits in hex plus the extension. */
export function newStorageKey(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** The key of a derived object (thumbnail `t`, poster `p`) stored beside the original. */
export function variantKey(key: string, variant: 't' | 'p', ext: string): string {
  return `${key.slice(0, 32)}-${variant}.${ext}`;
}
