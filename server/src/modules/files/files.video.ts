import fsp from 'node:fs/promises';
import type { Movie } from 'mp4box';
import { UnreadableError } from './files.image.js';
import { topLevelBoxes } from './mp4-boxes.js';

/** A moov box larger than this is not a video this console would take (a 50 MB ad has a moov of a few KB). */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;

export interface VideoFacts {
  /** as displayed: a 90/270 degree rotation matrix swaps them */
  width: number;
  height: number;
  /** seconds, rounded */
  duration: number;
}

type Mp4Box = typeof import('mp4box');

function parseMovie({ createFile, MP4BoxBuffer }: Mp4Box, data: Buffer): Movie | null {
  const mp4 = createFile(false);
  let movie: Movie | null = null;
  let failed = false;
  mp4.onReady = (info) => {
    movie = info;
  };
  mp4.onError = () => {
    failed = true;
  };
  const ab = data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
  mp4.appendBuffer(MP4BoxBuffer.fromArrayBuffer(ab, 0));
  mp4.flush();
  return failed ? null : movie;
}

/**
 * Reads width, height and duration of an MP4 with mp4box, from the ftyp and moov boxes only: the media data is
 * never read, so the cost does not grow with the file.
 */
export async function inspectVideo(file: string): Promise<VideoFacts> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.min(length, size - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    };
    const boxes = await topLevelBoxes(read, size);
    const ftyp = boxes?.find((b) => b.type === 'ftyp');
    const moov = boxes?.find((b) => b.type === 'moov');
    if (!ftyp || !moov) throw new UnreadableError('no MP4 ftyp and moov boxes');
    if (moov.size > MAX_MOOV_BYTES) throw new UnreadableError(`moov box of ${moov.size} bytes`);
    // mp4box is loaded at the first video (node keeps it after): a server at rest has no use for its parsers
    const mp4box = await import('mp4box');
    const movie = parseMovie(
      mp4box,
      Buffer.concat([await read(ftyp.start, ftyp.size), await read(moov.start, moov.size)]),
    );
    const track = movie?.videoTracks[0];
    if (!movie || !track) throw new UnreadableError('no video track');
    if (!track.nb_samples) throw new UnreadableError('the video track has no frames');
    let width = Math.round(track.track_width || track.video?.width || 0);
    let height = Math.round(track.track_height || track.video?.height || 0);
    if (!width || !height) throw new UnreadableError('video track has no size');
    // matrix [a b u c d v x y w]: a = d = 0 is a quarter turn (phones recording upright)
    if (track.matrix && track.matrix[0] === 0 && track.matrix[4] === 0) [width, height] = [height, width];
    const seconds = movie.timescale ? movie.duration / movie.timescale : 0;
    const trackSeconds = track.timescale ? track.duration / track.timescale : 0;
    return { width, height, duration: Math.round(Math.max(seconds, trackSeconds)) };
  } finally {
    await handle.close();
  }
}
