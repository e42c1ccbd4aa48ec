import { FILES_PATH } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { posterSettled } from './files.poster-job.js';
import { parseRange } from './files.range.js';
import { contentTypeOf } from './files.sniff.js';
import { isStorageKey, type Storage, type StoredObject } from './storage.js';

function notModified(headers: Record<string, string | string[] | undefined>, found: StoredObject): boolean {
  const match = headers['if-none-match'];
  if (typeof match === 'string') {
    return match
      .split(',')
      .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === found.etag.replace(/^W\//, ''));
  }
  const since = headers['if-modified-since'];
  if (typeof since === 'string') {
    const t = Date.parse(since);
    return !Number.isNaN(t) && Math.floor(found.lastModified.getTime() / 1000) <= Math.floor(t / 1000);
  }
  return false;
}

/**
 * Serves stored files at `/files/<key>` without a token: keys are 128 random bits, so an address is only known to
 * whoever was given it (as with a bucket's public objects), and `<img>`/`<video>` tags cannot send a token header.
 * Keys never change content, so answers are cached for a year; video players seek with range requests.
 */
export const fileServingRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  // GET and HEAD declared together: Fastify's generated HEAD route would answer content-length 0
  app.route<{ Params: { key: string } }>({
    method: ['GET', 'HEAD'],
    url: `${FILES_PATH}:key`,
    schema: { hide: true },
    // images and videos are compressed already, and a range must count the stored bytes (core/compression.ts)
    compress: false,
    // public by unguessable key like a bucket's objects: other sites may embed them (helmet's default is same-origin)
    helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
    handler: async (req, reply) => {
      const { key } = req.params;
      // a poster frame named in an upload answer may still be in the making in this process
      if (isStorageKey(key)) await posterSettled(key);
      const found = isStorageKey(key) ? await storage.head(key) : null;
      if (!found) return reply.status(404).send({ code: 404, msg: 'no such file', data: null });
      reply.headers({
        'content-type': contentTypeOf(key),
        'cache-control': 'public, max-age=31536000, immutable',
        etag: found.etag,
        'last-modified': found.lastModified.toUTCString(),
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
      });
      if (notModified(req.headers, found)) return reply.status(304).send();

      const ifRange = req.headers['if-range'];
      const range =
        typeof ifRange === 'string' && ifRange !== found.etag ? null : parseRange(req.headers.range, found.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${found.size}`).send();
      }
      const length = range ? range.end - range.start + 1 : found.size;
      reply.header('content-length', length);
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${found.size}`);
      if (req.method === 'HEAD') return reply.send();
      const object = await storage.get(key, range ?? undefined);
      if (!object) return reply.status(404).send({ code: 404, msg: 'no such file', data: null });
      return reply.send(object.stream);
    },
  });
};
