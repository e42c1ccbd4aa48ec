import { z } from 'zod';
import { int32 } from './numbers.js';
import { API_KEY_NAME_MAX, SERVICE_SCOPES } from './service-access.js';
import { safeName } from './strings.js';

export * from './service-access.js';

const keyName = () => safeName().min(1).max(API_KEY_NAME_MAX);

/** One API key as the list shows it: never its secret, only the prefix it starts with. */
export const apiKeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(SERVICE_SCOPES)),
  /** the key's first characters, to recognise it */
  prefix: z.string(),
  create_time: z.number().int(),
  create_user_name: z.string(),
  /** unix milliseconds of the last use, to a minute or so; null when never used */
  last_used_time: z.number().int().nullable(),
  revoke_time: z.number().int().nullable(),
  revoke_user_name: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

/** Every API key, newest first (a platform has a handful: one per integration). */
export const apiKeyRows = z.array(apiKeyItem);

export const apiKeyIssueRequest = z.object({
  name: keyName(),
  scopes: z
    .array(z.enum(SERVICE_SCOPES))
    .min(1)
    .refine((s) => new Set(s).size === s.length, 'each scope once'),
});
export type ApiKeyIssueRequest = z.infer<typeof apiKeyIssueRequest>;

/** A key just issued: the only answer that ever carries its secret. */
export const apiKeyIssued = apiKeyItem.extend({ secret: z.string() });
export type ApiKeyIssued = z.infer<typeof apiKeyIssued>;

export const apiKeyIdRequest = z.object({ id: int32().positive() });
export const apiKeyRenameRequest = z.object({ id: int32().positive(), name: keyName() });
