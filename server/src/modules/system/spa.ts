import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html and version.json never cached
 * (the web compares version.json on every navigation). Absent build: the API still runs.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the console');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
