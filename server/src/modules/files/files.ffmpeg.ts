import { spawn } from 'node:child_process';
import { FileLimits } from '@adconsole/contract';
import type { FastifyBaseLogger } from 'fastify';
import { lowerChild } from '../../core/background-priority.js';
import { UnreadableError } from './files.image.js';

// ffmpeg: whether it runs here (asked once per path), and a video's poster frame made with it

const POSTER_TIMEOUT_MS = 30_000;
const probes = new Map<string, Promise<boolean>>();

/** Whether the ffmpeg binary runs here (asked once per path); without it videos get no poster frame. */
export function ffmpegAvailable(ffmpeg: string, log: FastifyBaseLogger): Promise<boolean> {
  let probe = probes.get(ffmpeg);
  if (!probe) {
    probe = new Promise((resolve) => {
      const child = spawn(ffmpeg, ['-hide_banner', '-version'], { stdio: 'ignore' });
      child.on('error', () => resolve(false));
      child.on('close', (code) => resolve(code === 0));
    }).then((ok) => {
      if (!ok) log.warn(`ffmpeg not found (${ffmpeg}): videos are stored without a poster frame`);
      return ok as boolean;
    });
    probes.set(ffmpeg, probe);
  }
  return probe;
}

/**
 * Writes a JPEG poster frame of `video` to `out` with ffmpeg (one second in, or the first frame of a shorter clip),
 * at most POSTER_WIDTH wide. Answers false when ffmpeg is not installed; fails when ffmpeg cannot decode a frame.
 */
export function makePoster(ffmpeg: string, video: string, out: string, durationSeconds: number): Promise<boolean> {
  const at = durationSeconds >= 2 ? '1' : '0';
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-ss', at, '-i', video, '-frames:v', '1'],
    ...['-vf', `scale='min(${FileLimits.POSTER_WIDTH},iw)':-2`, '-q:v', '4', '-f', 'image2', out],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    // a poster is background work: ffmpeg gets the cores the calls leave (core/background-priority.ts)
    lowerChild(child.pid);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), POSTER_TIMEOUT_MS);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(true);
      else reject(new UnreadableError(`ffmpeg could not read a frame (${signal ?? code}): ${stderr.trim()}`));
    });
  });
}
