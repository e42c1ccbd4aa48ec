import { z } from 'zod';
import { queryInt32 } from './numbers.js';
import { safeString } from './strings.js';

/** What an audit entry records was done. */
export const AuditAction = {
  CREATE: 'create',
  UPDATE: 'update',
  DELETE: 'delete',
  /** a reviewer's verdict on a material */
  REVIEW: 'review',
  SIGN_IN: 'sign-in',
  SIGN_OUT: 'sign-out',
  SIGN_IN_FAILED: 'sign-in-failed',
  /** an API key's end: it stays listed, refused from then on */
  REVOKE: 'revoke',
} as const;
export type AuditActionName = (typeof AuditAction)[keyof typeof AuditAction];

/** The kinds of entity the audit log names; an area adds its own here. */
export const AuditEntity = {
  MATERIAL: 'material',
  TAG: 'tag',
  FILE: 'file',
  USER: 'user',
  ACCOUNT: 'account',
  COMPANY: 'company',
  ROLE: 'role',
  MENU: 'menu',
  PERMISSION_GROUP: 'permission_group',
  PERMISSION: 'permission',
  AUDIENCE: 'audience',
  PARTNER_FOLDER: 'partner_folder',
  /** a back-fill of device events from a file */
  DEVICE_EVENT_IMPORT: 'device_event_import',
  PROMOTION_APP: 'promotion_app',
  EVENT_MAPPING: 'event_mapping',
  CAMPAIGN: 'campaign',
  AD_GROUP: 'ad_group',
  AD: 'ad',
  MEDIA_APP: 'media_app',
  AD_POSITION: 'ad_position',
  DSP: 'dsp',
  DSP_MAPPING: 'dsp_mapping',
  AD_PLATFORM: 'ad_platform',
  PLATFORM_ACCOUNT: 'platform_account',
  API_KEY: 'api_key',
} as const;
export type AuditEntityKind = (typeof AuditEntity)[keyof typeof AuditEntity];

const values = <T extends Record<string, string>>(o: T) => Object.values(o) as [T[keyof T], ...T[keyof T][]];

/** The actions of signing in and out; every other action is a change. */
export const SESSION_ACTIONS: readonly AuditActionName[] = [
  AuditAction.SIGN_IN,
  AuditAction.SIGN_OUT,
  AuditAction.SIGN_IN_FAILED,
];
/** What the log's kind filter picks: the changes (every action but signing in and out) or the sign-ins and outs. */
export const AuditKind = { CHANGE: 'change', SESSION: 'session' } as const;
export type AuditKindName = (typeof AuditKind)[keyof typeof AuditKind];

/** Filters of the audit log: the acting user, the entity, the action, and a time range [time_from, time_to). */
export const auditFilterQuery = z.object({
  user_id: queryInt32().positive().optional(),
  entity_kind: z.enum(values(AuditEntity)).optional(),
  entity_id: queryInt32().optional(),
  action: z.enum(values(AuditAction)).optional(),
  /** `change`: all but sign-ins and sign-outs; `session`: only those; absent: both */
  kind: z.enum(values(AuditKind)).optional(),
  /** unix milliseconds, inclusive */
  time_from: z.coerce.number().int().min(0).optional(),
  /** unix milliseconds, exclusive */
  time_to: z.coerce.number().int().min(0).optional(),
});

/** One page of the audit log, newest first, continued from the `next_cursor` of the page before. */
export const auditListQuery = auditFilterQuery.extend({
  cursor: safeString()
    .regex(/^\d+\.\d+$/, 'a next_cursor of the previous page')
    .optional(),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
});

/** A changed field's value before and after. */
export const auditFieldChange = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEntry = z.object({
  id: z.number().int(),
  time: z.number().int(),
  /** null for the system actor and a caller not signed in */
  actor_id: z.number().int().nullable(),
  /** the login name as it was then; the job kind for the system actor */
  actor_name: z.string(),
  actor_kind: z.enum(['user', 'system', 'anonymous', 'service']),
  job_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** `METHOD /path`, or `job:<kind>` */
  call: z.string(),
  action: z.string(),
  entity_kind: z.string(),
  entity_id: z.number().int().nullable(),
  entity_name: z.string().nullable(),
  /** only the fields that changed */
  changes: z.record(z.string(), auditFieldChange).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A page of the audit log; `next_cursor` is null on the last page. */
export const auditPage = z.object({ list: z.array(auditEntry), next_cursor: z.string().nullable() });
