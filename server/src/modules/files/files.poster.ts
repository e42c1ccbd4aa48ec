import { spawn } from 'node:child_process';
import { FileLimits } from '@adconsole/contract';
import { lowerChild } from '../../core/background-priority.js';
import { UnreadableError } from './files.image.js';

const POSTER_TIMEOUT_MS = 30_000;

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
