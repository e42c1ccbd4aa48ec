import { type Call, calls, envelope, pagedEnvelope } from '@adconsole/contract';
import { callSchemas } from '@adconsole/contract/registry';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerShapeError, answerWriter, successWriter } from './answer-writer.js';
import { AppError } from './app-error.js';
import { registerErrorHandler } from './error-handler.js';
import { route } from './route.js';

const item = z.object({
  id: z.number().int(),
  note: z.string().optional(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  extra: z.object({ a: z.number() }).nullable(),
  kinds: z.record(z.string(), z.number().int()),
  free: z.unknown(),
});
const answer = z.object({ total: z.number().int(), list: z.array(item) });
const writer = (check: boolean, paged = false) =>
  answerWriter({ answer, paged, envelope: paged ? pagedEnvelope(answer) : envelope(answer), check });

const row = { id: 1, name: 'a "b"\n', parent_id: null, extra: null, kinds: { x: 2 }, free: [1, { y: null }] };

describe('answer writer', () => {
  it('writes the JSON zod writes: undeclared properties left out, nulls, records and free values kept', () => {
    const payload = { code: 200, msg: 'success', data: { total: 1, list: [{ ...row, secret: 'x' }], hidden: 1 } };
    const written = writer(false)(payload);
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(envelope(answer).parse(payload))));
    expect(written).not.toContain('secret');
    expect(written).not.toContain('hidden');
  });

  it('writes a paged envelope with total before data, as the spec reads it', () => {
    const payload = { code: 200, msg: 'success', data: [], total: 0 };
    const paged = answerWriter({
      answer: z.array(item),
      paged: true,
      envelope: pagedEnvelope(z.array(item)),
      check: true,
    });
    expect(paged(payload)).toBe('{"code":200,"msg":"success","total":0,"data":[]}');
  });

  it('writes a business failure as it is, whatever its data', () => {
    const failure = { code: 10010, msg: 'duplicate', data: { ids: [7] } };
    expect(writer(true)(failure)).toBe(JSON.stringify(failure));
  });

  it('writes a recursive tree', () => {
    type Node = { id: number; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ id: z.number().int(), children: z.array(node) }));
    const tree = { id: 1, children: [{ id: 2, children: [{ id: 3, children: [] }] }] };
    const write = answerWriter({ answer: node, paged: false, envelope: envelope(node), check: true });
    expect(JSON.parse(write({ code: 200, msg: 'success', data: tree })).data).toEqual(tree);
  });

  it('throws on a missing required property even without the check', () => {
    const payload = { code: 200, msg: 'success', data: { total: 1, list: [{ ...row, name: undefined }] } };
    expect(() => writer(false)(payload)).toThrow(/name/);
  });

  it('with the check, refuses an answer of the wrong shape that the writer alone would write', () => {
    const payload = { code: 200, msg: 'success', data: { total: '1', list: [{ ...row, name: 5 }] } };
    expect(() => writer(false)(payload)).not.toThrow();
    expect(() => writer(true)(payload)).toThrow(AnswerShapeError);
  });

  it('with the check, refuses an answer zod would write otherwise (a transform the writer does not apply)', () => {
    const trimmed = z.object({ name: z.string().trim() });
    const write = answerWriter({ answer: trimmed, paged: false, envelope: envelope(trimmed), check: true });
    expect(() => write({ code: 200, msg: 'success', data: { name: ' a ' } })).toThrow(/\/data\/name/);
  });

  it("builds a writer for every declared call's answer", () => {
    const built = new Set<string>();
    for (const group of Object.values(calls)) {
      for (const call of Object.values(group) as Call[]) {
        if (!call.answer || built.has(`${call.answer}:${call.paged}`)) continue;
        built.add(`${call.answer}:${call.paged}`);
        expect(() => successWriter(callSchemas(call).answer, call.paged === true), call.answer).not.toThrow();
      }
    }
    expect(built.size).toBeGreaterThan(50);
  });
});

describe('a declared route', () => {
  // a bare app with one declared call whose handler answers the wrong shape (a number as the version)
  async function appAnswering(check: boolean) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.decorate('answerCheck', check);
    registerErrorHandler(app, { notify: () => {} });
    route(app, calls.system.health, async () => ({
      status: 'ok' as const,
      version: 7 as unknown as string,
      database: 'sqlite' as const,
    }));
    await app.ready();
    return app;
  }

  it('answers 500 to an answer of the wrong shape under the check (the tests run with it)', async () => {
    const res = await (await appAnswering(true)).inject({ method: 'GET', url: calls.system.health.path });
    expect(res.statusCode).toBe(500);
  });

  it('writes it as its declared type without the check (production)', async () => {
    const res = await (await appAnswering(false)).inject({ method: 'GET', url: calls.system.health.path });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', version: '7', database: 'sqlite' });
  });

  it("leaves a file call's file as it is, and writes its business failure as the JSON envelope", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.decorate('answerCheck', true);
    registerErrorHandler(app, { notify: () => {} });
    route(app, calls.audit.export, async (request, reply) => {
      if (request.query.user_id === 9) throw new AppError(10010, 'no', { ids: [1] });
      return reply.type('text/csv').send('id,name\n1,"a"\n');
    });
    await app.ready();
    const file = await app.inject({ method: 'GET', url: calls.audit.export.path });
    expect(file.body).toBe('id,name\n1,"a"\n');
    const failure = await app.inject({ method: 'GET', url: `${calls.audit.export.path}?user_id=9` });
    expect(failure.json()).toEqual({ code: 10010, msg: 'no', data: { ids: [1] } });
  });
});
