import { z } from 'zod';
import { queryInt32 } from './numbers.js';

/**
 * A business failure: HTTP 200 with a code of 10000 or above, a message, and ids or names in `data`; also the
 * spec's one code below them, 4001 (an event mapping in use).
 */
export const businessFailure = z.object({
  code: z.union([z.literal(4001), z.number().int().min(10000)]),
  msg: z.string(),
  data: z.unknown(),
});

/**
 * Every JSON answer of the API: `{code, msg, data}`. `code: 200` carries the call's data;
 * a business failure (code 10000 and above) travels with HTTP 200 too, with its own data.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.union([z.object({ code: z.literal(200), msg: z.string(), data }), businessFailure]);

/** The envelope of a `paged` call: `{code, msg, total, data}` with the rows as `data` (the spec's promotion-app lists). */
export const pagedEnvelope = <T extends z.ZodType>(data: T) =>
  z.union([z.object({ code: z.literal(200), msg: z.string(), total: z.number().int(), data }), businessFailure]);

export type Envelope<T> = { code: number; msg: string; data: T };

/** One failed field of a 400 answer. */
export const fieldErrorSchema = z.object({ field: z.string(), rule: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Paging input shared by every list call. */
export const pageQuery = z.object({
  page_no: queryInt32().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(20),
});

/** `{total, list}` answer of a list call. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), list: z.array(item) });

/** The answer of a call that creates or changes one row: its id. */
export const idAnswer = z.object({ id: z.number().int() });

/** The answer of a batch call: the ids it changed. */
export const idsAnswer = z.object({ ids: z.array(z.number().int()) });
