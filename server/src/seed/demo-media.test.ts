import * as childProcess from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { DemoMedia } from './demo-materials-data.js';
import { demoFiles } from './demo-media.js';
import { cachedMedia } from './demo-media-cache.js';

vi.mock('node:child_process', async (original) => {
  const actual = await original<typeof childProcess>();
  return { ...actual, fork: vi.fn(actual.fork) };
});

// a title no earlier run used, so the items are not in the machine's cache yet
const unique = randomBytes(6).toString('hex');
const image: DemoMedia = {
  key: `test-image-${unique}`,
  type: 1,
  width: 96,
  height: 96,
  format: 'png',
  title: `Test ${unique}`,
  subtitle: 'demo media',
  colors: ['#1677ff', '#69b1ff'],
};
const video: DemoMedia = { ...image, key: `test-video-${unique}`, type: 2, width: 64, height: 64, format: 'mp4' };

afterAll(() => {
  for (const m of [image, video]) for (const file of Object.values(cachedMedia(m))) fs.rmSync(file, { force: true });
});

describe('demo media', () => {
  it('renders what the cache lacks in a child process (sharp keeps no memory in the server), then reuses it', async () => {
    const fork = vi.mocked(childProcess.fork);
    const [made, noVideo] = await demoFiles([image, video], '/nonexistent/ffmpeg');
    expect(fork).toHaveBeenCalledTimes(1);
    expect(String(fork.mock.calls[0]![0])).toMatch(/demo-media-child\.ts$/);
    expect(await sharp(made!.path).metadata()).toMatchObject({ format: 'png', width: 96, height: 96 });
    expect(fs.statSync(made!.thumbPath!).size).toBeGreaterThan(0);
    expect(made!.duration).toBeNull();
    // without ffmpeg a video is left out, not a failure
    expect(noVideo).toBeNull();

    const [again] = await demoFiles([image], '/nonexistent/ffmpeg');
    expect(again).toEqual(made);
    expect(fork).toHaveBeenCalledTimes(1);
  });
});
