import type { Readable } from 'node:stream';
import { DEVICE_EVENT_FORMATS, type DeviceEventFormatValue } from '@adconsole/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { serviceCaller } from './auth-context.js';
import { fieldError } from './field-error.js';
import { declaredLength } from './multipart.js';

// What the two service intakes (device events, delivery statistics) share around a batch: the body's format by its
// Content-Type, the streamed body of a call, and the answer to a batch id the key used before.

/** The batch body's format from its Content-Type (parameters such as charset aside); 400 naming the two it takes. */
export function batchFormatOf(contentType: string | undefined): DeviceEventFormatValue {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = DEVICE_EVENT_FORMATS.find((f) => f === type);
  if (!format) throw fieldError('content-type', 'media_type', `send ${DEVICE_EVENT_FORMATS.join(' or ')}`);
  return format;
}

/** A streamed intake call as its service reads it: the API key, the body's format, the body, its declared length. */
export function streamedCall(req: FastifyRequest) {
  return {
    apiKeyId: serviceCaller(req).keyId,
    format: batchFormatOf(req.headers['content-type']),
    // the raw stream: the intakes' own parser for their two media types hands it on unread
    body: (req.body ?? []) as unknown as Readable,
    declaredBytes: declaredLength(req.headers),
  };
}

/**
 * The answer to a batch id seen before: the first result again when the body is the same (a retry), `conflict`
 * when the id came with other content (a pipeline reusing ids would otherwise lose the second batch silently).
 */
export function replayedBatch<Row extends { batch_id: string; body_sha256: string }, Answer>(
  row: Row,
  sha256: string,
  conflict: number,
  answer: (row: Row, replayed: boolean) => Answer,
): Answer {
  if (row.body_sha256 !== sha256) {
    throw new AppError(conflict, `batch id ${row.batch_id} was used before with other content`, {
      batch_id: row.batch_id,
    });
  }
  return answer(row, true);
}

/**
 * Runs a handler that reads its body as a stream. Refused before the body was read to its end (over a limit), the
 * reply closes the connection rather than draining the rest of a large upload.
 */
export async function streamedBody<T>(req: FastifyRequest, reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && !req.raw.complete) reply.header('connection', 'close');
    throw error;
  }
}
