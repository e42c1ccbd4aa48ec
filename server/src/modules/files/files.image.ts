import { FileLimits } from '@adconsole/contract';
import type { Metadata, default as SharpModule } from 'sharp';

type Sharp = typeof SharpModule;
let sharpLoad: Promise<Sharp> | null = null;

/**
 * sharp, loaded at the first image: libvips and its libraries are about 6 MB of a server's resident memory at rest,
 * and many servers never see an upload between restarts.
 */
function loadSharp(): Promise<Sharp> {
  sharpLoad ??= import('sharp').then(({ default: sharp }): Sharp => {
    // libvips' operation cache would keep decoded uploads around; a server decoding each file once gains nothing
    sharp.cache(false);
    // Each sharp pipeline holds a thread of libuv's pool (4 threads, shared with the answers' compression, file work
    // and the password checks) and, by default on some systems, a libvips thread per core. Uploads arrive in any
    // number, so their images are decoded one at a time per process on one libvips thread: what they wait for is
    // each other, in memory, never a thread the other calls need (docs/decisions/hardening.md, "Hardening: fair
    // service under load").
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoad;
}

let imageTurn: Promise<unknown> = Promise.resolve();

/** Runs `task` after every image task given before it has settled. */
function oneImageAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = imageTurn.then(task);
  imageTurn = run.catch(() => undefined);
  return run;
}

/** Thrown when an image or video cannot be read, or is over the pixel cap. */
export class UnreadableError extends Error {}

export interface ImageFacts {
  /** as displayed: EXIF orientation applied, one frame of an animated GIF */
  width: number;
  height: number;
  /** a WebP thumbnail, THUMB_WIDTH wide at most */
  thumbnail: Buffer;
}

/**
 * Reads an image's size from its header and decodes it once into a thumbnail: the decode is what finds a truncated
 * or corrupt body. Anything over MAX_PIXELS is refused before decoding (decompression bombs).
 */
export function inspectImage(file: string): Promise<ImageFacts> {
  return oneImageAtATime(() => inspect(file));
}

async function inspect(file: string): Promise<ImageFacts> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: FileLimits.MAX_PIXELS, failOn: 'warning' as const };
  let meta: Metadata;
  try {
    meta = await sharp(file, options).metadata();
  } catch (error) {
    throw new UnreadableError(`image header unreadable: ${(error as Error).message}`);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw new UnreadableError('image has no size');
  if (meta.width * frameHeight > FileLimits.MAX_PIXELS) {
    throw new UnreadableError(`image has ${meta.width * frameHeight} pixels, over ${FileLimits.MAX_PIXELS}`);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? frameHeight : meta.width;
  const height = rotated ? meta.width : frameHeight;
  try {
    const thumbnail = await sharp(file, { ...options, autoOrient: true })
      .resize({ width: FileLimits.THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width, height, thumbnail };
  } catch (error) {
    throw new UnreadableError(`image cannot be decoded: ${(error as Error).message}`);
  }
}
