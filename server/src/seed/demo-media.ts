import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { inspectImage } from '../modules/files/files.image.js';
import { makePoster } from '../modules/files/files.poster.js';
import type { DemoMedia } from './demo-materials-data.js';

const run = promisify(execFile);
const VIDEO_SECONDS = 4;

/** A generated demo file and its thumbnail (images) or poster frame (videos). */
export interface MediaFile {
  path: string;
  thumbPath: string | null;
  duration: number | null;
}

// Rendering 60 images and encoding 4 videos takes seconds; the output depends only on the item, so it is kept in a
// cache folder keyed by the item and the next demo database (every integration test file makes one) reuses it.
const cacheDir = path.join(os.tmpdir(), 'adconsole-demo-media-v1');

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** An SVG banner: a diagonal gradient, the title, the subtitle and a small size label. */
function bannerSvg(m: DemoMedia): string {
  const unit = Math.min(m.width, m.height);
  const big = Math.max(14, Math.round(Math.min(unit * 0.12, m.width / (m.title.length * 0.62))));
  const small = Math.max(10, Math.round(big * 0.55));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${m.width}" height="${m.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${m.colors[0]}"/><stop offset="1" stop-color="${m.colors[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="48%" font-family="DejaVu Sans, sans-serif" font-size="${big}" font-weight="bold" fill="#fff"
 text-anchor="middle">${escapeXml(m.title)}</text>
<text x="50%" y="${48 + Math.round((small * 160) / m.height) + 4}%" font-family="DejaVu Sans, sans-serif"
 font-size="${small}" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(m.subtitle)}</text>
<text x="98%" y="96%" font-family="DejaVu Sans Mono, monospace" font-size="${Math.max(9, Math.round(small * 0.6))}"
 fill="#fff" fill-opacity="0.6" text-anchor="end">${m.width}x${m.height} ${escapeXml(m.key)}</text>
</svg>`;
}

async function writeAtomic(target: string, make: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = `${target}.${randomBytes(4).toString('hex')}.part`;
  try {
    await make(tmp);
    await fsp.rename(tmp, target);
  } finally {
    await fsp.rm(tmp, { force: true });
  }
}

async function renderImage(m: DemoMedia, file: string, thumb: string): Promise<void> {
  await writeAtomic(file, async (tmp) => {
    const img = sharp(Buffer.from(bannerSvg(m)));
    const out = m.format === 'png' ? img.png() : m.format === 'gif' ? img.gif() : img.jpeg({ quality: 82 });
    await out.toFile(tmp);
  });
  const facts = await inspectImage(file);
  await writeAtomic(thumb, (tmp) => fsp.writeFile(tmp, facts.thumbnail));
}

/** A real H.264 MP4 (ffmpeg's moving test pattern with the title); false when ffmpeg is not installed. */
async function renderVideo(m: DemoMedia, ffmpeg: string, file: string, poster: string): Promise<boolean> {
  const label = m.title.replace(/[^A-Za-z0-9 ]/g, '');
  const args = (tmp: string, text: boolean) => [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=s=${m.width}x${m.height}:d=${VIDEO_SECONDS}:r=25`],
    ...(text
      ? ['-vf', `drawtext=text='${label}':fontcolor=white:fontsize=${Math.round(m.height / 10)}:x=(w-tw)/2:y=(h-th)/2`]
      : []),
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    ...['-f', 'mp4', tmp],
  ];
  try {
    // drawtext needs a font; without one the pattern alone is still a fine demo video
    await writeAtomic(file, (tmp) =>
      run(ffmpeg, args(tmp, true)).then(
        () => undefined,
        () => run(ffmpeg, args(tmp, false)).then(() => undefined),
      ),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  await writeAtomic(poster, async (tmp) => {
    await makePoster(ffmpeg, file, tmp, VIDEO_SECONDS);
  });
  return true;
}

/** The demo file of `m` (made once per machine), or null for a video when ffmpeg is missing. */
export async function demoFile(m: DemoMedia, ffmpeg: string): Promise<MediaFile | null> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const id = createHash('sha1').update(JSON.stringify(m)).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `${id}.${m.format}`);
  const thumb = path.join(cacheDir, m.type === 2 ? `${id}-p.jpg` : `${id}-t.webp`);
  if (!fs.existsSync(file) || !fs.existsSync(thumb)) {
    if (m.type === 1) await renderImage(m, file, thumb);
    else if (!(await renderVideo(m, ffmpeg, file, thumb))) return null;
  }
  return { path: file, thumbPath: thumb, duration: m.type === 2 ? VIDEO_SECONDS : null };
}

/** Makes every file, two at a time (the machine has two cores); answers them in order. */
export async function demoFiles(items: DemoMedia[], ffmpeg: string): Promise<(MediaFile | null)[]> {
  const out: (MediaFile | null)[] = new Array(items.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await demoFile(items[i]!, ffmpeg);
    }
  };
  await Promise.all([worker(), worker()]);
  return out;
}
