import { z } from 'zod';
import { listOf, pageQuery } from './envelope.js';

/** Account flat list entry. */
export const accountItem = z.object({
  id: z.number().int(),
  account_name: z.string(),
  /** the special review-material account (its uploads may go to third-party review) */
  is_review_material: z.boolean(),
});
export type AccountItem = z.infer<typeof accountItem>;

export const accountDetail = accountItem.extend({
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  create_time: z.number().int(),
});

export const accountCreateRequest = z.object({
  account_name: z.string().trim().min(1).max(100),
  company_id: z.number().int().positive().optional(),
});

export const userItem = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  shareid: z.string(),
  role_id: z.number().int(),
  account_ids: z.array(z.number().int()),
});
export type UserItem = z.infer<typeof userItem>;

export const userListQuery = z.object({ account_id: z.coerce.number().int().optional() });

export const roleItem = z.object({ id: z.number().int(), name: z.string(), is_admin: z.boolean() });
export const companyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int().nullable(),
  account_ids: z.array(z.number().int()),
});

/** The account options of the caller's scope. */
export const accountItems = z.array(accountItem);
export const userItems = z.array(userItem);
export const roleItems = z.array(roleItem);
export const companyItems = z.array(companyItem);
/** Query of the account administration list. */
export const accountPageQuery = pageQuery.extend({ account_name: z.string().trim().max(100).optional() });
/** One page of the account administration list. */
export const accountPage = listOf(accountDetail);
