import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
 * The renderer's script and the node flags that run it: beside the bundle when the server runs built
 * (server/dist/demo-media-render.js, an entry point of scripts/build.mjs), else the TypeScript source under tsx's
 * loader (the tests, `npm run dev`).
 */
function renderer(): { script: string; execArgv: string[] } {
  if (new URL(import.meta.url).pathname.endsWith('.ts')) {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    return {
      script: fileURLToPath(new URL('./demo-media-child.ts', import.meta.url)),
      execArgv: ['--import', pathToFileURL(tsx).href],
    };
  }
  const script = fileURLToPath(new URL('./demo-media-render.js', import.meta.url));
  if (!fs.existsSync(script)) throw new Error(`the demo media renderer ${script} is missing: run the server's build`);
  return { script, execArgv: [] };
}

/** Renders the items missing from the cache in a child process (demo-media-child.ts says why), and waits for it. */
function renderInChild(items: DemoMedia[], ffmpeg: string): Promise<void> {
  const { script, execArgv } = renderer();
  const child = fork(script, [], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  child.send({ items, ffmpeg } satisfies RenderJob);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`demo media renderer ended with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}

/**
 * The demo files of `items`, in order, made once per machine; null for a video when ffmpeg is not installed (its
 * renderer then leaves it out of the cache).
 */
export async function demoFiles(items: DemoMedia[], ffmpeg: string): Promise<(MediaFile | null)[]> {
  const places = items.map(cachedMedia);
  const missing = items.filter((_, i) => !isCached(places[i]!));
  if (missing.length > 0) await renderInChild(missing, ffmpeg);
  return items.map((m, i) =>
    isCached(places[i]!)
      ? { path: places[i]!.file, thumbPath: places[i]!.thumb, duration: m.type === 2 ? VIDEO_SECONDS : null }
      : null,
  );
}
