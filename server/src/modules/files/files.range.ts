import type { ByteRange } from './storage.js';

/**
 * Reads an HTTP Range header for an object of `size` bytes: a single `bytes=a-b`, `bytes=a-` or `bytes=-n`.
 * Answers null to serve the whole object (no header, several ranges, another unit, a malformed one),
 * or 'unsatisfiable' (416) when the range starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
