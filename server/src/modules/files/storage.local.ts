import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { scratchName } from '../../core/scratch-name.js';
import { type ByteRange, isPrivateKey, isStorageKey, type Storage, type StoredObject } from './storage.js';

/**
 * Files in a local folder, spread over 256 sub-folders by the key's first two characters.
 * Every write lands in a scratch file first and is renamed into place, so a reader never sees half a file.
 */
export class LocalStorage implements Storage {
  readonly scratchDir: string;

  constructor(private readonly dir: string) {
    this.scratchDir = path.join(dir, '.tmp');
    fs.mkdirSync(this.scratchDir, { recursive: true });
  }

  private pathOf(key: string): string {
    // keys come from this module, but the serving route passes on what a visitor typed: never leave the folder
    if (!known(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    const scratch = path.join(this.scratchDir, scratchName('part'));
    try {
      await pipeline(body, fs.createWriteStream(scratch));
      await this.putFile(key, scratch, contentType);
    } finally {
      await fsp.rm(scratch, { force: true });
    }
  }

  // the local driver keeps no content type: serving derives it from the key's extension
  async putFile(key: string, localPath: string, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(localPath, target);
  }

  async head(key: string): Promise<StoredObject | null> {
    if (!known(key)) return null;
    try {
      const st = await fsp.stat(this.pathOf(key));
      if (!st.isFile()) return null;
      return {
        size: st.size,
        lastModified: st.mtime,
        etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<(StoredObject & { stream: Readable }) | null> {
    const found = await this.head(key);
    if (!found) return null;
    const stream = fs.createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { ...found, stream };
  }

  async delete(key: string): Promise<void> {
    if (!known(key)) return;
    await fsp.rm(this.pathOf(key), { force: true });
  }
}

/** The keys this driver holds: public storage keys and private ones (the serving route lets only the first through). */
const known = (key: string): boolean => isStorageKey(key) || isPrivateKey(key);
