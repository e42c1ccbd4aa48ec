import { z } from 'zod';
import { FeLogType } from './fe-log.js';
import { Limits } from './limits.js';
import { queryInt32 } from './numbers.js';
import { safeJson, safeName, safeString } from './strings.js';

export const loginRequest = z.object({
  login_name: safeName().min(1).max(Limits.LOGIN_NAME_MAX),
  /** base64 of the UTF-8 password */
  password: safeString()
    .min(1)
    .max(Limits.PASSWORD_MAX * 2),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  token: z.string(),
  user_id: z.number().int(),
  login_name: z.string(),
  role_id: z.number().int(),
  account_id: z.number().int().nullable(),
  expires_at: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * A signed-in user changes their own password: the current one proves it is them (a tab left open is not enough),
 * both base64 of UTF-8 as at sign-in; the new one follows the password rules (password-rules.ts).
 */
export const ownPasswordRequest = z.object({
  current_password: safeString()
    .min(1)
    .max(Limits.PASSWORD_MAX * 2),
  new_password: safeString()
    .min(1)
    .max(Limits.PASSWORD_MAX * 2),
});
export type OwnPasswordRequest = z.infer<typeof ownPasswordRequest>;

/** The body of POST /v1/logout, which may be sent without one (Fastify reads an absent body as null). */
export const logoutRequest = z.object({ user_id: queryInt32().optional() }).nullish();

export const roleMenuQuery = z.object({
  user_id: queryInt32(),
  account_id: queryInt32().optional(),
  role_id: queryInt32().optional(),
});

export const permissionGroupRef = z.object({ name: z.string() });

/** One menu of the role's auth list (flat). */
export const roleMenuEntry = z.object({ name: z.string(), permission_group: z.array(permissionGroupRef) });

/** A navigation node: a submenu when it has children, else a link (internal path or external url). */
export interface NavNode {
  id: number;
  name: string;
  path: string;
  hidden: boolean;
  external_url: string | null;
  /** the menu row's titles (optional for callers that build nodes by hand; the server always sends them) */
  title_zh?: string;
  title_en?: string;
  children: NavNode[];
}
export const navNode: z.ZodType<NavNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string(),
    hidden: z.boolean(),
    external_url: z.string().nullable(),
    title_zh: z.string().optional(),
    title_en: z.string().optional(),
    children: z.array(navNode),
  }),
);

export const roleMenuResponse = z.object({
  user: z.object({ id: z.number().int(), login_name: z.string(), account_ids: z.array(z.number().int()) }),
  role: z.object({
    id: z.number().int(),
    name: z.string(),
    is_admin: z.boolean(),
    menu: z.array(roleMenuEntry),
  }),
  menus: z.array(navNode),
});
export type RoleMenuResponse = z.infer<typeof roleMenuResponse>;

const feLogTypes: readonly number[] = Object.values(FeLogType);

export const feLogRequest = z.object({
  shareit_id: safeString().max(200).optional().default(''),
  path: safeString().max(2000).optional().default(''),
  request_time: z.coerce.number().optional(),
  response_time: z.coerce.number().optional(),
  time_difference: z.coerce.number().optional(),
  log_type: z.coerce
    .number()
    .int()
    .refine((v) => feLogTypes.includes(v), `log_type must be one of ${feLogTypes.join(', ')}`)
    .optional()
    .default(FeLogType.TIMING),
  other: safeJson().optional(),
});
export type FeLogRequest = z.infer<typeof feLogRequest>;
