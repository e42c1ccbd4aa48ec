import { z } from 'zod';

/** Every JSON answer of the API: `{code, msg, data}`; `code: 200` is success. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

export type Envelope<T> = { code: number; msg: string; data: T };

/** One failed field of a 400 answer. */
export const fieldErrorSchema = z.object({ field: z.string(), rule: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Paging input shared by every list call. */
export const pageQuery = z.object({
  page_no: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(10000).default(20),
});

/** `{total, list}` answer of a list call. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), list: z.array(item) });
