import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageOptions {
  /** the fill colour; default a random one */
  background?: { r: number; g: number; b: number };
  /** JPEG quality (sharp's default otherwise) */
  quality?: number;
}

/**
 * A real image of `width` x `height` made by sharp, with a 4x4 patch of random pixels in the corner so each one has
 * its own checksum (uploads of equal content are refused as duplicates).
 */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  options: ImageOptions = {},
): Promise<Buffer> {
  const [r, g, b] = randomBytes(3);
  const background = options.background ?? { r: r!, g: g!, b: b! };
  const img = sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: randomBytes(48), raw: { width: 4, height: 4, channels: 3 }, top: 0, left: 0 },
  ]);
  return format === 'jpeg' ? img.jpeg({ quality: options.quality }).toBuffer() : img.toFormat(format).toBuffer();
}

export interface Mp4Options {
  width: number;
  height: number;
  seconds: number;
  /**
   * `color`: one flat colour (small files); `testsrc`: ffmpeg's moving test pattern at 25 frames a second;
   * `noise`: random pixels, which do not compress (about a megabyte for 3 s at 640x360)
   */
  pattern?: 'color' | 'testsrc' | 'noise';
  /** the colour of `color` (a name or 0xRRGGBB), default blue; for `noise`, the fixed chroma value (0-255) */
  color?: string;
  /** ffmpeg's -b:v, e.g. 3M (libx264) */
  bitrate?: string;
}

/** Writes a real H.264 MP4 made by ffmpeg (Debian's package) to `file` and answers the path. */
export function writeMp4(file: string, o: Mp4Options): string {
  const size = `s=${o.width}x${o.height}:d=${o.seconds}`;
  const input =
    o.pattern === 'testsrc'
      ? `testsrc=${size}:r=25`
      : o.pattern === 'noise'
        ? `nullsrc=${size},geq=random(1)*255:${o.color ?? 128}:128`
        : `color=c=${o.color ?? 'blue'}:${size}`;
  const codec = o.bitrate ? ['-c:v', 'libx264', '-b:v', o.bitrate] : [];
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', input],
    ...['-pix_fmt', 'yuv420p', ...codec, file],
  ]);
  return file;
}

/** A real H.264 MP4 of one flat colour, written into `dir`, as bytes. */
export function makeMp4(dir: string, width: number, height: number, seconds: number, color = 'blue'): Buffer {
  const file = path.join(dir, `${color}-${width}x${height}-${seconds}.mp4`);
  return fs.readFileSync(writeMp4(file, { width, height, seconds, color }));
}
