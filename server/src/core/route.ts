import {
  type AnswerData,
  businessFailure,
  type Call,
  callEntry,
  envelope,
  type ParsedBody,
  type ParsedQuery,
  pagedEnvelope,
} from '@adconsole/contract';
import { callSchemas } from '@adconsole/contract/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerWriter } from './answer-writer.js';
import { ok } from './reply.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** parse every answer by its zod schema too (config.answerCheck: tests and `npm run dev`); core/answer-writer.ts */
    answerCheck?: boolean;
  }
}

/** The request a call's handler receives: query and body already parsed by the call's schemas. */
export type CallRequest<C extends Call> = FastifyRequest<{ Querystring: ParsedQuery<C>; Body: ParsedBody<C> }>;

/**
 * A call's handler answers the success `data`; the envelope around it is added here. The handler of a call that
 * `produces` a file sends it (a stream) through `reply` and answers the reply.
 */
export type CallHandler<C extends Call> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<C extends { produces: string } ? FastifyReply : AnswerData<C>>;

export interface RouteOptions {
  /** a body limit other than the app's 1 MB */
  bodyLimit?: number;
}

/**
 * Registers the route of a declared call: its method and path, its access (read by the access guard and the
 * access catalogue), its schemas (validation, serialisation and the OpenAPI document, whose operationId is the
 * call's name). No route spells a path or a schema of its own.
 */
export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RouteOptions = {},
): void {
  const { area, name } = callEntry(call);
  const schemas = callSchemas(call);
  // a file answer is not serialised (a stream goes out as it is); the schema covers the JSON of a failure
  const file = call.produces;
  const envelopeSchema = file ? businessFailure : call.paged ? pagedEnvelope(schemas.answer) : envelope(schemas.answer);
  const paged = call.paged === true;
  const check = app.answerCheck === true;
  app.route({
    method: call.method,
    url: call.path,
    config: { access: call.access },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      tags: [area],
      operationId: name,
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.form ? { consumes: ['multipart/form-data'], multipartForm: schemas.form } : {}),
      ...(call.stream ? { streamBody: call.stream } : {}),
      ...(file ? { fileAnswer: file } : {}),
      // zod for the API document; answers are written from its JSON Schema (serializerCompiler below)
      response: { 200: envelopeSchema },
    },
    // not zod's parse of every answer: fast-json-stringify, zod only in the answer check (core/answer-writer.ts)
    serializerCompiler: () => answerWriter({ answer: schemas.answer, paged, envelope: envelopeSchema, check }),
    handler: async (request, reply) => {
      const answer = await handler(request as CallRequest<C>, reply);
      if (file) return answer;
      // a paged call's rows go out as `data` with `total` beside them, as the spec reads these lists
      if (call.paged) {
        const { total, data } = answer as { total: number; data: unknown };
        return { ...ok(data), total };
      }
      return ok(answer);
    },
  });
}
