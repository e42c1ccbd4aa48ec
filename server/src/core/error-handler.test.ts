import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { registerErrorHandler } from './error-handler.js';

// A bare app with the real handler and routes that fail in each way the handler must tell apart.
async function appWithFailures() {
  const logged: unknown[] = [];
  const notices: string[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { notify: (text) => notices.push(text) });
  app.get('/boom/:id', async () => {
    throw new Error('SELECT secret FROM users -- at /srv/app.ts:12');
  });
  app.get('/business', async () => {
    throw new AppError(10010, 'duplicate', { ids: [7] });
  });
  app.post('/typed', { schema: { body: z.object({ n: z.number() }) } }, async () => ({ ok: true }));
  await app.ready();
  return { app, logged, notices };
}

describe('error handler', () => {
  it('hides a 500 behind a request id, and logs the detail with that id', async () => {
    const { app, logged } = await appWithFailures();
    const res = await app.inject({ method: 'GET', url: '/boom/1' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 500, msg: 'internal server error' });
    expect(res.body).not.toContain('SELECT');
    expect(res.body).not.toContain('app.ts');
    const entry = logged.find((l) => (l as { reqId?: string }).reqId === body.data.request_id) as {
      err: { message: string };
    };
    expect(entry.err.message).toContain('SELECT secret');
  });

  it("notices a 500 by its route and request id, never the caller's URL or the error's text", async () => {
    const { app, notices } = await appWithFailures();
    const res = await app.inject({ method: 'GET', url: '/boom/BUY-CHEAP-NOW?x=visit-evil.example' });
    expect(notices).toEqual([`server error GET /boom/:id (request ${res.json().data.request_id}): Error`]);
  });

  it('answers a business code with HTTP 200 and its data', async () => {
    const { app } = await appWithFailures();
    const res = await app.inject({ method: 'GET', url: '/business' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10010, msg: 'duplicate', data: { ids: [7] } });
  });

  it('answers bad input with 400 and the failed field', async () => {
    const { app } = await appWithFailures();
    const res = await app.inject({ method: 'POST', url: '/typed', payload: { n: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0]).toMatchObject({ field: 'n', rule: 'invalid_type' });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const { app } = await appWithFailures();
    const res = await app.inject({ method: 'GET', url: '/nope' });
    expect(res.json()).toMatchObject({ code: 404 });
  });
});
