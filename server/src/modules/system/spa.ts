import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIXES, FILES_PATH } from '@adconsole/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unknown paths under these answer the JSON 404 of the API, not the console: a client calling a wrong address must
// see the error, and a missing hashed chunk must fail its import rather than receive a page of HTML.
const NOT_THE_CONSOLE = [...API_PREFIXES, FILES_PATH, '/docs', '/assets/'];

/** Whether `rel` names a regular file inside `root` (never outside it, whatever dots the address holds). */
async function isFileIn(root: string, rel: string): Promise<boolean> {
  const full = path.resolve(root, `.${path.sep}${rel}`);
  if (!full.startsWith(root + path.sep)) return false;
  const stat = await fs.promises.stat(full).catch(() => null);
  return stat?.isFile() ?? false;
}

/**
 * Serves the built SPA. Files come pre-compressed (web/scripts/precompress.mjs made .br and .gz copies at build
 * time), chosen by Accept-Encoding. Hashed assets are cached for a year; index.html and version.json never are (the
 * web compares version.json on every navigation). Any other unknown GET answers index.html, so a deep link or
 * a reload on a console address opens the console. Absent build: the API still runs.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the console');
    return false;
  }
  const root = path.resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    // send's default (max-age=0) would be written over the one set here
    cacheControl: false,
    setHeaders(res, filePath) {
      // filePath is the copy sent (assets/x.js.br for assets/x.js), so the test holds for both
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
      res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
      // the same address answers brotli, gzip or plain: caches must keep them apart
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      const rel = req.params['*'];
      if (await isFileIn(root, rel)) return reply.sendFile(rel);
      const url = req.url.split('?')[0] ?? '';
      if (NOT_THE_CONSOLE.some((prefix) => url.startsWith(prefix))) return reply.callNotFound();
      return reply.sendFile('index.html');
    },
  });
  return true;
}
