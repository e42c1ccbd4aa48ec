import type { FastifyInstance } from 'fastify';

/** A request that took this long or longer is logged even when it succeeded (the web logs its slow calls alike). */
export const SLOW_REQUEST_MS = 1000;

/** Whether a finished request is worth a line at the default level: it failed, or it was slow. */
export function worthLogging(statusCode: number, elapsedMs: number): boolean {
  return statusCode >= 400 || elapsedMs >= SLOW_REQUEST_MS;
}

/** Fastify's own two lines per request are for debugging; at `info` they drown what matters. */
export function logsEveryRequest(level: string): boolean {
  return level === 'debug' || level === 'trace';
}

/**
 * One line per failed or slow request (method, path without query, status, time): the query can hold what users
 * typed, and a console serving a few hundred calls a second would otherwise write two lines each. Below `info`,
 * Fastify's own request lines are on instead (`logsEveryRequest`), so this stays quiet there.
 */
export function registerRequestLog(app: FastifyInstance, level: string): void {
  if (logsEveryRequest(level)) return;
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (!worthLogging(reply.statusCode, ms)) return;
    const entry = {
      reqId: request.id,
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(ms),
    };
    if (reply.statusCode >= 500) app.log.error(entry, 'request failed');
    else if (reply.statusCode >= 400) app.log.info(entry, 'request refused');
    else app.log.warn(entry, 'slow request');
  });
}
