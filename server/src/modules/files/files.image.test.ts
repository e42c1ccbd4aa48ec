import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeImage } from '@adconsole/testkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectImage, UnreadableError } from './files.image.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-image-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function imageFile(name: string, width: number, height: number): Promise<string> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, await makeImage(width, height, 'png'));
  return file;
}

describe('inspectImage', () => {
  it('decodes the images of concurrent uploads one at a time, each on one libvips thread', async () => {
    const files = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => imageFile(`${i}.png`, 1600, 1200)));
    let most = 0;
    let watching = true;
    // sharp's own count of the pipelines holding a libuv pool thread now, sampled on every turn of the event loop
    const watch = () => {
      most = Math.max(most, sharp.counters().process);
      if (watching) setImmediate(watch);
    };
    watch();
    const facts = await Promise.all(files.map((f) => inspectImage(f)));
    watching = false;
    expect(facts.map((f) => [f.width, f.height])).toEqual(files.map(() => [1600, 1200]));
    expect(most).toBe(1);
    expect(sharp.concurrency()).toBe(1);
  });

  it('goes on with the next image after one that cannot be read', async () => {
    const broken = path.join(dir, 'broken.png');
    fs.writeFileSync(broken, 'not an image');
    const good = await imageFile('good.png', 40, 30);
    const [first, second] = await Promise.allSettled([inspectImage(broken), inspectImage(good)]);
    expect(first.status === 'rejected' && first.reason).toBeInstanceOf(UnreadableError);
    expect(second.status === 'fulfilled' && second.value.width).toBe(40);
  });
});
