import { z } from 'zod';
import { listOf, pageQuery } from './envelope.js';
import { Limits } from './limits.js';
import { int32, queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';

/** The enabled flag of accounts, users and companies (0 disabled: kept, but no sign-in, no option lists). */
export const DirectoryStatus = { ENABLED: 1, DISABLED: 0 } as const;

/** Limits of the directory (accounts, users, companies). */
export const DirectoryLimits = {
  NAME_MAX: 100,
  /** a password has at least this many characters and is not the user's shareid */
  PASSWORD_MIN: 8,
  /** users linked in one batchAddUser */
  BATCH_USERS_MAX: 500,
} as const;

const id = int32().positive();
const queryId = queryInt32().positive();
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optQueryInt = z.preprocess(blank, queryInt32().optional());
const status = z.union([z.literal(DirectoryStatus.ENABLED), z.literal(DirectoryStatus.DISABLED)]);
const optQueryStatus = z.preprocess(blank, z.coerce.number().pipe(status).optional());
/** a list of ids in a query string: `a=1&a=2` or `a=1,2` */
const queryIdList = z.preprocess((v) => {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v === undefined ? [] : [v];
  return list.filter((x) => x !== '' && x !== null);
}, z.array(queryId).min(1));
const name = safeName().min(1).max(DirectoryLimits.NAME_MAX);
/** base64 of the UTF-8 password, as at sign-in (the server decodes it and checks the rules) */
const encodedPassword = safeString()
  .min(1)
  .max(Limits.PASSWORD_MAX * 2);

/** Account flat list entry. */
export const accountItem = z.object({
  id: z.number().int(),
  account_name: z.string(),
  /** the special review-material account (its uploads may go to third-party review) */
  is_review_material: z.boolean(),
});
export type AccountItem = z.infer<typeof accountItem>;

/** One row of the account administration list. */
export const accountDetail = accountItem.extend({
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  /** 1 enabled, 0 disabled (gone from every option list) */
  status: z.number().int(),
  /** users linked to the account */
  user_count: z.number().int(),
  create_time: z.number().int(),
});
export type AccountDetail = z.infer<typeof accountDetail>;

export const accountCreateRequest = z.object({
  account_name: name,
  company_id: int32().positive().optional(),
});

/** An account edit: the fields given change, the others stay. */
export const accountEditRequest = z.object({
  id,
  account_name: name.optional(),
  /** null: no company */
  company_id: id.nullable().optional(),
  status: status.optional(),
});
export type AccountEditRequest = z.infer<typeof accountEditRequest>;

export const accountDeleteQuery = z.object({ id: queryId });

/** Links one user to an account. */
export const accountAddUserRequest = z.object({ account_id: id, user_id: id });
/** Links several users to an account (those already linked stay as they are). */
export const accountBatchAddUserRequest = z.object({
  account_id: id,
  user_ids: z.array(id).min(1).max(DirectoryLimits.BATCH_USERS_MAX),
});
/** Unlinks a user from accounts. */
export const accountDelUserQuery = z.object({ user_id: queryId, account_ids: queryIdList });

export const userItem = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  shareid: z.string(),
  role_id: z.number().int(),
  account_ids: z.array(z.number().int()),
});
export type UserItem = z.infer<typeof userItem>;

export const userListQuery = z.object({ account_id: queryInt32().optional() });

/**
 * Query of GET /v1/account/list: `keyword` matches the account name or id; `limit` cuts the answer (a picker asks
 * for the spec's 400). Without either, every account in scope comes back, for the screens that look names up.
 */
export const accountOptionsQuery = z.object({
  keyword: z.preprocess(blank, nameFilter().trim().max(Limits.ACCOUNT_KEYWORD_MAX).optional()),
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(Limits.ACCOUNT_OPTIONS_MAX).optional()),
});
export type AccountOptionsQuery = z.infer<typeof accountOptionsQuery>;

/** One user of the users screen, and the answer of GET /v2/auth/user. */
export const userDetail = userItem.extend({
  role_name: z.string(),
  /** the user's role is an administrator role */
  is_admin: z.boolean(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  accounts: z.array(z.object({ id: z.number().int(), account_name: z.string() })),
  /** 1 enabled, 0 disabled (cannot sign in; sessions revoked) */
  status: z.number().int(),
  create_time: z.number().int(),
  last_login_time: z.number().int().nullable(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const userQuery = z.object({ user_id: queryId });

/** The users screen's search. */
export const userPageQuery = pageQuery.extend({
  /** part of the shareid */
  shareid: z.preprocess(blank, nameFilter().trim().max(Limits.LOGIN_NAME_MAX).optional()),
  role_id: optQueryInt,
  account_id: optQueryInt,
  company_id: optQueryInt,
  status: optQueryStatus,
});
export type UserPageQuery = z.infer<typeof userPageQuery>;

export const userCreateRequest = z.object({
  /** the sign-in name, unique */
  shareid: safeName().min(1).max(Limits.LOGIN_NAME_MAX),
  password: encodedPassword,
  role_id: id,
  company_id: id.nullable().optional(),
  account_ids: z.array(id).default([]),
});
export type UserCreateRequest = z.infer<typeof userCreateRequest>;

/** A user edit: the fields given change, the others stay (`account_ids` replaces the links). */
export const userEditRequest = z.object({
  id,
  role_id: id.optional(),
  company_id: id.nullable().optional(),
  account_ids: z.array(id).optional(),
});
export type UserEditRequest = z.infer<typeof userEditRequest>;

/** Enables or disables a user; disabling revokes every session of the user. */
export const userStatusRequest = z.object({ id, status });
/** Sets a new password; every session of the user is revoked. */
export const userPasswordRequest = z.object({ id, password: encodedPassword });
export const userDeleteQuery = z.object({ id: queryId });

export const roleItem = z.object({ id: z.number().int(), name: z.string(), is_admin: z.boolean() });
export const companyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the owner user, if any */
  user_id: z.number().int().nullable(),
  account_ids: z.array(z.number().int()),
  /** 1 enabled, 0 disabled (offered to no new account or user) */
  status: z.number().int(),
  /** users of the company */
  user_count: z.number().int(),
  create_time: z.number().int(),
});
export type CompanyItem = z.infer<typeof companyItem>;

export const companyCreateRequest = z.object({ name, user_id: id.nullable().optional() });
/** A company edit: the fields given change, the others stay; status 0 disables it. */
export const companyEditRequest = z.object({
  id,
  name: name.optional(),
  user_id: id.nullable().optional(),
  status: status.optional(),
});
export const companyDeleteQuery = z.object({ id: queryId });

/** The `data` of ACCOUNT_IN_USE: what still holds the account that was to be deleted, counted per kind of row. */
export interface AccountHolders {
  id: number;
  materials: number;
  campaigns: number;
  apps: number;
  /** links to ad-platform accounts */
  platform_accounts: number;
  audiences: number;
}

/** The `data` of USER_IN_USE: the rows that name the user as their creator (disable the user instead). */
export interface UserHolders {
  id: number;
  materials: number;
  campaigns: number;
}

/** The `data` of COMPANY_IN_USE: the accounts and users the company still has. */
export interface CompanyHolders {
  id: number;
  accounts: number;
  users: number;
}

/** The account options of the caller's scope. */
export const accountItems = z.array(accountItem);
export const userItems = z.array(userItem);
export const roleItems = z.array(roleItem);
export const companyItems = z.array(companyItem);
/** Query of the account administration list. */
export const accountPageQuery = pageQuery.extend({
  account_name: nameFilter().trim().max(100).optional(),
  company_id: optQueryInt,
  status: optQueryStatus,
});
/** One page of the account administration list. */
export const accountPage = listOf(accountDetail);
/** One page of the users screen. */
export const userPage = listOf(userDetail);
