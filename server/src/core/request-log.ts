import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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
 * Fastify's request lines, quietened: at `info` no "incoming request" line, and a "request completed" line only for
 * a request that failed or was slow, with method, path without query (a query can hold what users typed), status
 * and time. At `debug` or `trace`, Fastify's own lines for every request.
 */
export class RequestLog extends LogController {
  readonly #everyRequest: boolean;

  constructor(level: string) {
    super();
    this.#everyRequest = logsEveryRequest(level);
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (this.#everyRequest) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (this.#everyRequest) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    const ms = reply.elapsedTime;
    if (!error && !worthLogging(reply.statusCode, ms)) return;
    const entry = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(ms),
    };
    if (error || reply.statusCode >= 500) reply.log.error({ ...entry, err: error ?? undefined }, 'request failed');
    else if (reply.statusCode >= 400) reply.log.info(entry, 'request refused');
    else reply.log.warn(entry, 'slow request');
  }
}
