import { runInChild } from './child-process.js';
import type { DemoMedia } from './demo-materials-data.js';
import { cachedMedia, isCached, VIDEO_SECONDS } from './demo-media-cache.js';
import type { RenderJob } from './demo-media-child.js';

/** A generated demo file and its thumbnail (images) or poster frame (videos). */
export interface MediaFile {
  path: string;
  thumbPath: string | null;
  duration: number | null;
}

/**
 * The demo files of `items`, in order, made once per machine; null for a video when ffmpeg is not installed (its
 * renderer then leaves it out of the cache).
 */
export async function demoFiles(items: DemoMedia[], ffmpeg: string): Promise<(MediaFile | null)[]> {
  const places = items.map(cachedMedia);
  const missing = items.filter((_, i) => !isCached(places[i]!));
  if (missing.length > 0) {
    // in a child process (demo-media-child.ts says why)
    const job: RenderJob = { items: missing, ffmpeg };
    await runInChild(
      new URL('./demo-media-child.ts', import.meta.url),
      new URL('./demo-media-render.js', import.meta.url),
      job,
    );
  }
  return items.map((m, i) =>
    isCached(places[i]!)
      ? { path: places[i]!.file, thumbPath: places[i]!.thumb, duration: m.type === 2 ? VIDEO_SECONDS : null }
      : null,
  );
}
