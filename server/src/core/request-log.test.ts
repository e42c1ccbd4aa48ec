import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog, SLOW_REQUEST_MS, worthLogging } from './request-log.js';

// A bare app logging the way the server does at `level`, with a route that answers fast, one that is slow and
// one that refuses; what reaches the log is kept.
async function appAt(level: string) {
  const logged: { msg: string; path?: string; status?: number; reqId?: string }[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    logController: new RequestLog(level),
  });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.code(403).send({ code: 403 }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  await app.ready();
  return { app, logged };
}

describe('request log', () => {
  it('keeps a fast success out of the log at info, and logs a refusal without its query', async () => {
    const { app, logged } = await appAt('info');
    await app.inject({ method: 'GET', url: '/fast?keyword=secret' });
    expect(logged).toEqual([]);
    await app.inject({ method: 'GET', url: '/refused?keyword=secret' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'request refused', path: '/refused', status: 403 });
    expect(logged[0]?.reqId).toBeTruthy();
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it('logs a slow success', async () => {
    const { app, logged } = await appAt('info');
    await app.inject({ method: 'GET', url: '/slow' });
    expect(logged).toEqual([expect.objectContaining({ msg: 'slow request', path: '/slow', status: 200 })]);
  });

  it("logs every request at debug, with Fastify's own lines", async () => {
    const { app, logged } = await appAt('debug');
    await app.inject({ method: 'GET', url: '/fast' });
    expect(logged.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('tells what is worth a line', () => {
    expect(worthLogging(200, 5)).toBe(false);
    expect(worthLogging(404, 5)).toBe(true);
    expect(worthLogging(500, 5)).toBe(true);
    expect(worthLogging(200, SLOW_REQUEST_MS)).toBe(true);
  });
});
