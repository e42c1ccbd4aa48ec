import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { inspectImage, makePoster } from '../modules/files/index.js';
import type { DemoMedia } from './demo-materials-data.js';
import { type CachedMedia, isCached, VIDEO_SECONDS } from './demo-media-cache.js';

const run = promisify(execFile);

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

/** Renders `m` into its cache files when they are not there yet (a video only when ffmpeg is installed). */
export async function renderDemoMedia(m: DemoMedia, at: CachedMedia, ffmpeg: string): Promise<void> {
  if (isCached(at)) return;
  if (m.type === 1) await renderImage(m, at.file, at.thumb);
  else await renderVideo(m, ffmpeg, at.file, at.thumb);
}
