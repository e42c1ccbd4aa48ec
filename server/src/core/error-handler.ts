import { Code } from '@adconsole/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import { summarise, toFieldErrors } from './validation-errors.js';

/** Where a server error is told besides the log (the logs module's chat notifier, handed in by app.ts). */
export interface ErrorNotices {
  notify(text: string): void;
}

/** The single error handler: 400 with every failed field, business codes as they are, 5xx hidden and logged. */
export function registerErrorHandler(app: FastifyInstance, notifier: ErrorNotices): void {
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
    // the chat notice names the declared route and the request id, never the caller's URL or an error text that may
    // quote the caller's input (a relay of attacker text under the console's name); the detail is in the log
    const routePattern = request.routeOptions.url ?? '(no route)';
    notifier.notify(`server error ${request.method} ${routePattern} (request ${request.id}): ${error.name}`);
    return reply
      .status(500)
      .send({ code: Code.SERVER_ERROR, msg: 'internal server error', data: { request_id: request.id } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: Code.NOT_FOUND, msg: `no such call: ${request.method} ${request.url}`, data: null }),
  );
}
