import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../config.js';
import { isPrivateKey, isStorageKey, type Storage } from '../files/index.js';

/**
 * Where the `path` of a source-2 package (third party or S3) is read: a file a partner dropped in the folder
 * `DATA_DIR/partner-drop/` in local mode, an object of the bucket in S3 mode (docs/decisions/audiences.md).
 * A file lies in a partner folder, the first segment of its path (a top folder, or a key prefix of the bucket),
 * which an administrator maps to accounts (partner-folders/): only the gate there asks the drop for a file.
 */
export interface PartnerDrop {
  /** the partner folder `path` lies in, or null: a file at the drop's top, or no path of the drop at all */
  folderOf(path: string): string | null;
  /** the file's size, or null when it is not there (or `path` names nothing a partner may drop) */
  head(path: string): Promise<{ size: number } | null>;
  open(path: string): Promise<{ size: number; stream: Readable } | null>;
}

/** The local drop folder's name under DATA_DIR. */
export const PARTNER_DROP_FOLDER = 'partner-drop';

/**
 * Why a source-2 path is refused before anything is read, or null: the contract holds it to Chinese characters,
 * letters, digits and `. : _ / -`; here it must also stay inside the drop (no leading `/`, no `..` segment).
 */
export function dropPathProblem(p: string): string | null {
  if (p.startsWith('/') || p.split('/').includes('..')) return 'path must stay inside the partner drop';
  return null;
}

/** The first segment of a drop path with a file below it, or null; `.` and empty segments are no folder. */
export function topFolder(p: string): string | null {
  if (dropPathProblem(p)) return null;
  const [folder, ...rest] = p.split('/');
  if (!folder || folder === '.' || !rest.some((s) => s && s !== '.')) return null;
  return folder;
}

/** The drop of this configuration: the bucket in S3 mode, `DATA_DIR/partner-drop/` otherwise. */
export function createPartnerDrop(config: { storage: StorageConfig; dataDir: string }, storage: Storage): PartnerDrop {
  if (config.storage.kind === 's3') return new BucketDrop(storage, config.storage.bucket);
  return new FolderDrop(path.join(config.dataDir, PARTNER_DROP_FOLDER));
}

/**
 * A folder of the server's disk; a path (or a link in it) that leads out of its partner folder is not there, and a
 * partner folder that is itself a link (to another's folder) holds nothing.
 */
export class FolderDrop implements PartnerDrop {
  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  folderOf(p: string): string | null {
    return topFolder(p);
  }

  /** The file's real location, only when it is inside its partner folder, which is a real folder of the drop. */
  private async locate(p: string): Promise<string | null> {
    const folder = topFolder(p);
    if (!folder) return null;
    try {
      const root = await fsp.realpath(this.dir);
      const home = await fsp.realpath(path.join(this.dir, folder));
      if (path.relative(root, home) !== folder) return null;
      const real = await fsp.realpath(path.join(this.dir, p));
      const rel = path.relative(home, real);
      if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
      return real;
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  async head(p: string): Promise<{ size: number } | null> {
    const real = await this.locate(p);
    if (!real) return null;
    const st = await fsp.stat(real);
    return st.isFile() ? { size: st.size } : null;
  }

  async open(p: string): Promise<{ size: number; stream: Readable } | null> {
    const real = await this.locate(p);
    if (!real) return null;
    const handle = await fsp.open(real, 'r');
    const st = await handle.stat();
    if (!st.isFile()) {
      await handle.close();
      return null;
    }
    return { size: st.size, stream: handle.createReadStream() };
  }
}

/**
 * The storage's bucket: `path` is an object key, written plainly or as `s3://<bucket>/<key>` of this bucket. The
 * app's own objects (flat public and private keys: materials, audience uploads and results) are never a drop.
 */
export class BucketDrop implements PartnerDrop {
  constructor(
    private readonly storage: Storage,
    private readonly bucket: string,
  ) {}

  private keyOf(p: string): string | null {
    let key = p;
    const prefix = 's3://';
    if (key.startsWith(prefix)) {
      const [bucket, ...rest] = key.slice(prefix.length).split('/');
      if (bucket !== this.bucket) return null;
      key = rest.join('/');
    }
    if (!key || dropPathProblem(key) || isStorageKey(key) || isPrivateKey(key)) return null;
    return key;
  }

  folderOf(p: string): string | null {
    const key = this.keyOf(p);
    return key ? topFolder(key) : null;
  }

  async head(p: string): Promise<{ size: number } | null> {
    const key = this.keyOf(p);
    const found = key && topFolder(key) ? await this.storage.head(key) : null;
    return found ? { size: found.size } : null;
  }

  async open(p: string): Promise<{ size: number; stream: Readable } | null> {
    const key = this.keyOf(p);
    const found = key && topFolder(key) ? await this.storage.get(key) : null;
    return found ? { size: found.size, stream: found.stream } : null;
  }
}
