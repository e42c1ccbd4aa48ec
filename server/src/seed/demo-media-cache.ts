import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DemoMedia } from './demo-materials-data.js';

export const VIDEO_SECONDS = 4;

// Rendering 60 images and encoding 4 videos takes seconds; the output depends only on the item, so it is kept in a
// cache folder keyed by the item and the next demo database (every integration test file makes one) reuses it.
const cacheDir = path.join(os.tmpdir(), 'adconsole-demo-media-v1');

/** Where the demo file of an item and its thumbnail (images) or poster frame (videos) are kept. */
export interface CachedMedia {
  file: string;
  thumb: string;
}

export function cachedMedia(m: DemoMedia): CachedMedia {
  fs.mkdirSync(cacheDir, { recursive: true });
  const id = createHash('sha1').update(JSON.stringify(m)).digest('hex').slice(0, 16);
  return {
    file: path.join(cacheDir, `${id}.${m.format}`),
    thumb: path.join(cacheDir, m.type === 2 ? `${id}-p.jpg` : `${id}-t.webp`),
  };
}

export function isCached(at: CachedMedia): boolean {
  return fs.existsSync(at.file) && fs.existsSync(at.thumb);
}
