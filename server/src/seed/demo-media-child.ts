/**
 * The demo media renderer's own process (demo-media.ts forks it when the cache lacks a file): sharp's image work
 * leaves the C allocator holding about 150 MiB that a long-running server would keep for its life (measured on the
 * first start of a fresh machine: 340 MiB instead of 200 before any request), so it is done here and given back at
 * exit. Takes one message, `{ items, ffmpeg }`, renders what is missing two at a time (the machine has two cores),
 * and exits.
 */

import type { DemoMedia } from './demo-materials-data.js';
import { cachedMedia } from './demo-media-cache.js';
import { renderDemoMedia } from './demo-media-render.js';

export interface RenderJob {
  items: DemoMedia[];
  ffmpeg: string;
}

process.once('message', async (job: RenderJob) => {
  let next = 0;
  const worker = async () => {
    while (next < job.items.length) {
      const m = job.items[next++]!;
      await renderDemoMedia(m, cachedMedia(m), job.ffmpeg);
    }
  };
  try {
    await Promise.all([worker(), worker()]);
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
});
