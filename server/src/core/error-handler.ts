import { Code } from '@adconsole/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Notifier } from '../modules/logs/notifier.js';
import { AppError } from './app-error.js';
import { summarise, toFieldErrors } from './validation-errors.js';

/** The single error handler: 400 with every failed field, business codes as they are, 5xx hidden and logged. */
export function registerErrorHandler(app: FastifyInstance, notifier: Notifier): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // a rate limit says when to come back in the header too, for clients and proxies that read only that
      const retryAfter = (error.data as { retry_after?: unknown } | null)?.retry_after;
      if (error.httpStatus === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const errors = toFieldErrors(error.validation ?? [], error.validationContext);
      return reply.status(400).send({ code: Code.BAD_REQUEST, msg: summarise(errors), data: { errors } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe messages.
      return reply.status(status).send({ code: status, msg: error.message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    notifier.notify(`server error ${request.method} ${request.url} (request ${request.id}): ${error.message}`);
    return reply
      .status(500)
      .send({ code: Code.SERVER_ERROR, msg: 'internal server error', data: { request_id: request.id } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: Code.NOT_FOUND, msg: `no such call: ${request.method} ${request.url}`, data: null }),
  );
}
