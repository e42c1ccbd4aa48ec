import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { int32, queryInt32 } from './numbers.js';
import { safeString } from './strings.js';

// Partner folders: a top folder of the partner drop (local mode) or a key
// prefix of the bucket (S3 mode) belongs to advertiser accounts, mapped by an administrator. A source-2 package
// reads a file only from a folder mapped to its own accounts.

export const PartnerFolderLimits = {
  /** characters of a folder name (one path segment) */
  NAME_MAX: 100,
  /** accounts one folder may be mapped to */
  ACCOUNTS_MAX: 500,
  PAGE_SIZE: 20,
  PAGE_SIZE_MAX: 100,
} as const;

/** One path segment of a source-2 path: Chinese characters, letters, digits and `. : _ -`; not `.` or `..`. */
export const PARTNER_FOLDER_PATTERN = /^[\p{Script=Han}A-Za-z0-9.:_-]+$/u;
export const PARTNER_FOLDER_MSG = 'one folder name: Chinese characters, letters, digits and . : _ - only';

const id = int32().positive();
const queryId = queryInt32().positive();

/** A folder name as an administrator types it: the first segment of the source-2 paths it holds. */
export const partnerFolderName = safeString()
  .trim()
  .min(1, 'enter the folder')
  .max(PartnerFolderLimits.NAME_MAX)
  .regex(PARTNER_FOLDER_PATTERN, PARTNER_FOLDER_MSG)
  .refine((name) => name !== '.' && name !== '..', PARTNER_FOLDER_MSG);

const accountIds = z.array(id).min(1, 'map the folder to at least one account').max(PartnerFolderLimits.ACCOUNTS_MAX);

export const partnerFolderListQuery = pageQuery.extend({
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(PartnerFolderLimits.PAGE_SIZE_MAX)
    .default(PartnerFolderLimits.PAGE_SIZE),
  /** part of the folder name */
  folder: safeString().trim().max(PartnerFolderLimits.NAME_MAX).optional(),
  /** folders mapped to this account */
  account_id: id.optional(),
});
export type PartnerFolderListQuery = z.infer<typeof partnerFolderListQuery>;

export const partnerFolderAccount = z.object({ account_id: z.number().int(), account_name: z.string() });

export const partnerFolderItem = z.object({
  id: z.number().int(),
  folder: z.string(),
  /** the accounts whose packages may read the folder's files (within the caller's scope for a non-administrator) */
  accounts: z.array(partnerFolderAccount),
  /** mapped accounts outside the caller's scope: counted, not named */
  other_accounts: z.number().int(),
  /** unix milliseconds */
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type PartnerFolderItem = z.infer<typeof partnerFolderItem>;

export const partnerFolderPage = z.object({ total: z.number().int(), list: z.array(partnerFolderItem) });
export type PartnerFolderPage = z.infer<typeof partnerFolderPage>;

export const partnerFolderCreateRequest = z.object({ folder: partnerFolderName, account_ids: accountIds });
export type PartnerFolderCreateRequest = z.infer<typeof partnerFolderCreateRequest>;

/** A change of a mapping: the accounts given replace those the caller may use (others stay). */
export const partnerFolderEditRequest = z.object({ id, account_ids: accountIds });
export type PartnerFolderEditRequest = z.infer<typeof partnerFolderEditRequest>;

export const partnerFolderIdQuery = z.object({ id: queryId });
