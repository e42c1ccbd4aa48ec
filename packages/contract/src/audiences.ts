import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { int32, queryInt32 } from './numbers.js';
import { nameFilter, safeName, safeString } from './strings.js';

// Audience packages (user clusters): the list, the form, the entity, states, validation, limits.

/**
 * 1 Importing, 2 Import Successful, 3 Import Failed, 4 Deleting, 5 Delete Failed, -1 deleted (kept, read-only).
 * "Generating" is no status of its own: it is how a rule-based package (source 3) shows status 1.
 */
export const AudienceStatus = {
  IMPORTING: 1,
  IMPORT_SUCCESSFUL: 2,
  IMPORT_FAILED: 3,
  DELETING: 4,
  DELETE_FAILED: 5,
  DELETED: -1,
} as const;
export type AudienceStatusValue = (typeof AudienceStatus)[keyof typeof AudienceStatus];
export const AUDIENCE_STATUSES = Object.values(AudienceStatus);
/** A package in one of these is being worked on: it cannot be deleted, and the list refreshes while one shows. */
export const AUDIENCE_BUSY_STATUSES: readonly number[] = [AudienceStatus.IMPORTING, AudienceStatus.DELETING];

/** How a package is made (the form's source, the list's upload_source): 1 uploaded file, 2 a file in storage, 3 rules. */
export const AudienceSource = { UPLOAD: 1, STORAGE: 2, RULES: 3 } as const;
export const AUDIENCE_SOURCES = Object.values(AudienceSource);

/** 1 every account, 2 the linked accounts. */
export const VisibilityScope = { ALL: 1, SPECIFIED: 2 } as const;

/** Encryption of the ids in the file: 0 none (plain GAIDs), 1 MD5, 2 SHA1, 3 SHA256. */
export const Encryption = { NONE: 0, MD5: 1, SHA1: 2, SHA256: 3 } as const;
export type EncryptionValue = (typeof Encryption)[keyof typeof Encryption];

/** The kind of id a line holds for each encryption (the import report's kind names). */
export const ID_KIND_OF_ENCRYPTION = { 0: 'gaid', 1: 'md5', 2: 'sha1', 3: 'sha256' } as const;
export const ID_KIND_NAMES = ['gaid', 'md5', 'sha1', 'sha256'] as const;
export type IdKindName = (typeof ID_KIND_NAMES)[number];

/** Only GAID (3) is offered; the form's rules for data type 1 stay, but 1 is not offered. */
export const AudienceDataType = { GAID: 3 } as const;

/** Rule-based packages: the industry category (attribution), 1 non-e-commerce, 2 e-commerce. */
export const IndustryCategory = { NON_ECOMMERCE: 1, ECOMMERCE: 2 } as const;
export const AUDIENCE_EVENTS = ['click', 'install', 'event'] as const;
export type AudienceEvent = (typeof AUDIENCE_EVENTS)[number];
/** Every time range the form shows, in days; only `AUDIENCE_TIME_RANGES_OFFERED` may be chosen (14 and 30 disabled). */
export const AUDIENCE_TIME_RANGES = [3, 7, 14, 30] as const;
export const AUDIENCE_TIME_RANGES_OFFERED = [3, 7] as const;

export const AudienceLimits = {
  NAME_MAX: 50,
  /** not in the spec: the material remark's limit */
  DESCRIPTION_MAX: 200,
  FILE_MAX_BYTES: 314_572_800,
  /** the upload accepts these suffixes, '' for a name without one */
  FILE_SUFFIXES: ['.txt', '.csv', ''],
  PATH_MAX: 1024,
  /** accounts one package may be linked to */
  ACCOUNTS_MAX: 500,
  INVALID_SAMPLES_MAX: 100,
  PAGE_SIZE: 10,
  PAGE_SIZE_MAX: 100,
  /** list cells: 2 accounts then "Linked {num} Accounts", 3 ad sets then an ellipsis */
  ACCOUNTS_SHOWN: 2,
  ADSETS_SHOWN: 3,
  /** how often the list refreshes while a shown package is busy */
  BUSY_REFRESH_MS: 2000,
} as const;

/** Source 2 paths: Chinese characters, letters, digits and `. : _ / -` only. */
export const AUDIENCE_PATH_PATTERN = /^[\p{Script=Han}A-Za-z0-9.:_/-]+$/u;
export const AUDIENCE_PATH_MSG = 'only : . _ / - special characters allowed';
/** Spec messages. */
export const AUDIENCE_NEED_ACCOUNT_MSG = 'Please associate at least one account';
export const AUDIENCE_NAME_EMPTY_MSG = 'The name cannot be empty';

// ---- building blocks -------------------------------------------------------------------------------------------

const id = int32().positive();
/** Empty strings and nulls the list forms send for "no filter" count as absent. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optInt = z.preprocess(blank, queryInt32().optional());
/** One number or a list of them, each one of `allowed`. */
const oneOfList = (allowed: readonly number[]) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      if (b === undefined) return undefined;
      return (Array.isArray(b) ? b : typeof b === 'string' ? b.split(',') : [b]).filter((x) => x !== '' && x !== null);
    },
    z
      .array(
        z.coerce
          .number()
          .int()
          .refine((n) => allowed.includes(n), `must be one of ${allowed.join(', ')}`),
      )
      .max(allowed.length * 2)
      .optional(),
  );
/** One of `values`, typed as a plain number: forms hold their choices as numbers. */
const literalOf = (values: readonly number[], message: string) =>
  z
    .number()
    .int()
    .refine((n) => values.includes(n), message);

const clusterName = safeName().min(1, AUDIENCE_NAME_EMPTY_MSG).max(AudienceLimits.NAME_MAX);
const description = safeString().trim().max(AudienceLimits.DESCRIPTION_MAX);
const scope = literalOf([1, 2], 'must be 1 (all accounts) or 2 (specified accounts)');
const linkedAccounts = z.array(id).max(AudienceLimits.ACCOUNTS_MAX);

// ---- requests --------------------------------------------------------------------------------------------------

/** Body of POST /v1/user_cluster/list; statuses, sources and scopes take one value or several. */
export const audienceListQuery = pageQuery.extend({
  page_size: z.coerce.number().int().min(1).max(AudienceLimits.PAGE_SIZE_MAX).default(AudienceLimits.PAGE_SIZE),
  cluster_id: optInt,
  cluster_name: z.preprocess(blank, nameFilter().trim().max(AudienceLimits.NAME_MAX).optional()),
  status: oneOfList(AUDIENCE_STATUSES),
  upload_source: oneOfList(AUDIENCE_SOURCES),
  visibility_scope: oneOfList([1, 2]),
  /** only packages this account may use: visible to every account, or linked to it (the ad group form's picker) */
  account_id: z.preprocess(blank, queryInt32().positive().optional()),
});
export type AudienceListQuery = z.infer<typeof audienceListQuery>;

/** The rules of a rule-based package (source 3). */
export const audienceRule = z.object({
  time_range: literalOf(AUDIENCE_TIME_RANGES_OFFERED, 'must be 3 or 7 (14 and 30 are not offered)'),
  /** ISO 3166-1 alpha-2, upper case */
  country: safeString()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((c) => c.toUpperCase()),
  industry_category: literalOf([1, 2], 'must be 1 (non-e-commerce) or 2 (e-commerce)'),
  events: z.array(z.enum(AUDIENCE_EVENTS)).min(1, 'choose at least one event').max(AUDIENCE_EVENTS.length),
});
export type AudienceRule = z.infer<typeof audienceRule>;

/**
 * Body of POST /v1/user_cluster. `source` says what the package is made from; `upload_source`, which the spec's
 * form also sends, may be left out and must equal `source` when sent. `path` is the upload call's answer (source 1)
 * or a file in the configured storage (source 2); source 3 has rules instead.
 */
export const audienceCreateRequest = z
  .object({
    data_type: z.literal(AudienceDataType.GAID, { error: 'only GAID (3) is a data type' }),
    encryption: literalOf([0, 1, 2, 3], 'must be 0 (none), 1 (MD5), 2 (SHA1) or 3 (SHA256)'),
    cluster_name: clusterName,
    source: literalOf(AUDIENCE_SOURCES, 'must be 1 (upload file), 2 (third party or S3) or 3 (rule-based)'),
    upload_source: literalOf(AUDIENCE_SOURCES, 'must be 1, 2 or 3').optional(),
    path: safeString().trim().max(AudienceLimits.PATH_MAX).optional(),
    visibility_scope: scope,
    linked_account: linkedAccounts.default([]),
    description: description.default(''),
    user_cluster_rule: audienceRule.optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.upload_source !== undefined && body.upload_source !== body.source) {
      issue('upload_source', 'must equal source');
    }
    if (body.source === AudienceSource.RULES) {
      if (!body.user_cluster_rule) issue('user_cluster_rule', 'required for a rule-based package');
      if (body.encryption !== Encryption.NONE) issue('encryption', 'a rule-based package holds plain GAIDs (0)');
      if (body.path) issue('path', 'a rule-based package has no path');
    } else {
      if (!body.path) issue('path', 'enter path');
      else if (body.source === AudienceSource.STORAGE && !AUDIENCE_PATH_PATTERN.test(body.path)) {
        issue('path', AUDIENCE_PATH_MSG);
      }
      if (body.user_cluster_rule) issue('user_cluster_rule', 'only a rule-based package has rules');
    }
    if (body.visibility_scope === VisibilityScope.SPECIFIED && body.linked_account.length === 0) {
      issue('linked_account', AUDIENCE_NEED_ACCOUNT_MSG);
    }
  });
export type AudienceCreateRequest = z.infer<typeof audienceCreateRequest>;

/** Body of PUT /v1/user_cluster: the id and only the fields that changed (at least one). */
export const audienceEditRequest = z
  .object({
    cluster_id: id,
    cluster_name: clusterName.optional(),
    visibility_scope: scope.optional(),
    linked_account: linkedAccounts.optional(),
    description: description.optional(),
  })
  .superRefine((body, ctx) => {
    const { cluster_id: _, ...changes } = body;
    if (Object.values(changes).every((v) => v === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['cluster_id'], message: 'name at least one field to change' });
    }
    if (body.visibility_scope === VisibilityScope.SPECIFIED && body.linked_account?.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['linked_account'], message: AUDIENCE_NEED_ACCOUNT_MSG });
    }
  });
export type AudienceEditRequest = z.infer<typeof audienceEditRequest>;

/** Query of DELETE /v1/user_cluster and GET /v1/user_cluster/detail: the package's cluster_id. */
export const audienceIdQuery = z.object({ id: queryInt32().positive() });

/** Multipart fields of POST /v1/user_cluster/upload: one file. */
export const audienceUploadForm = z.object({ file: z.file() });

// ---- answers ---------------------------------------------------------------------------------------------------

export const audienceAccount = z.object({ account_id: z.number().int(), account_name: z.string() });
/** An ad group (ad set) that targets the package. */
export const audienceAdset = z.object({
  ad_group_id: z.number().int(),
  ad_group_name: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
});

/** Progress of a running import or generation: bytes read of the file and the counts so far. */
export const audienceProgress = z.object({
  bytes_read: z.number().int(),
  total_bytes: z.number().int(),
  lines_read: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
});
export type AudienceProgress = z.infer<typeof audienceProgress>;

/** Why an import or a delete failed; the web translates `reason`; `line` for an encoding error. */
export const AUDIENCE_FAIL_REASONS = [
  'invalid_utf8',
  'no_valid_id',
  'file_missing',
  'file_unreadable',
  'delete_failed',
] as const;
/**
 * What a finished import warns of: `kind_mismatch` most lines look like another kind than the encryption's; a rule
 * that matched no device says why: `no_events` no event of its country in its window at all, `no_match` events of
 * the country but none of its industry category and events.
 */
export const AUDIENCE_WARNINGS = ['kind_mismatch', 'no_events', 'no_match'] as const;
export type AudienceWarning = (typeof AUDIENCE_WARNINGS)[number];

export const audienceFailure = z.object({
  reason: z.enum(AUDIENCE_FAIL_REASONS),
  line: z.number().int().nullable(),
});

const kindCounts = z.object({
  gaid: z.number().int(),
  md5: z.number().int(),
  sha1: z.number().int(),
  sha256: z.number().int(),
});

/** What an import found in its file (stored with the package, shown from its row). */
export const audienceImportReport = z.object({
  expected_kind: z.enum(ID_KIND_NAMES),
  lines_read: z.number().int(),
  /** lines with a valid id of the chosen kind, duplicates included */
  valid: z.number().int(),
  invalid: z.number().int(),
  /**
   * at most 100: the 1-based line number, the kind the line looked like (null: none), and the line masked (its first
   * 4 and last 2 characters, the rest `*`; all `*` when it is short). Never the raw line: the caller may not see it.
   */
  invalid_samples: z.array(
    z.object({ line: z.number().int(), kind: z.enum(ID_KIND_NAMES).nullable(), masked: z.string() }),
  ),
  empty: z.number().int(),
  duplicates_removed: z.number().int(),
  /** unique valid ids */
  count: z.number().int(),
  /** non-empty lines per kind they look like */
  kind_counts: kindCounts,
  looks_like: z.enum(ID_KIND_NAMES).nullable(),
  /** most lines look like another kind than the chosen encryption's, or a rule matched no device (and why) */
  warning: z.enum(AUDIENCE_WARNINGS).nullable(),
});
export type AudienceImportReport = z.infer<typeof audienceImportReport>;

/** One row of POST /v1/user_cluster/list: every column of the list. */
export const audienceItem = z.object({
  cluster_id: z.number().int(),
  cluster_name: z.string(),
  /** same as cluster_name (the spec reads both) */
  name: z.string(),
  data_type: z.number().int(),
  encryption: z.number().int(),
  /** how the package is made: 1 upload, 2 storage path, 3 rules */
  source: z.number().int(),
  /** the same value (the list's filter and column name) */
  upload_source: z.number().int(),
  description: z.string(),
  /** the file the package was made from: the upload's path (source 1) or the storage path (source 2); '' for rules */
  path: z.string(),
  /** unique ids (devices for rules); null until the first import or generation succeeds */
  count: z.number().int().nullable(),
  visibility_scope: z.number().int(),
  linked_account: z.array(audienceAccount),
  /** the ad groups that target the package among the accounts the caller may see */
  linked_adset: z.array(audienceAdset),
  /** how many more ad groups, of accounts the caller may not see, target it: counted, never named */
  linked_adset_others: z.number().int(),
  create_user_id: z.number().int().nullable(),
  creator_name: z.string().nullable(),
  status: z.number().int(),
  /** status 1 of a rule-based package: shown as "Generating" */
  generating: z.boolean(),
  /** while busy (status 1 or 4) */
  progress: audienceProgress.nullable(),
  /** status 3 or 5 */
  failure: audienceFailure.nullable(),
  /** the import report's warning, so the row can flag it without the detail */
  import_warning: z.enum(AUDIENCE_WARNINGS).nullable(),
  user_cluster_rule: audienceRule.nullable(),
  /** unix milliseconds */
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type AudienceItem = z.infer<typeof audienceItem>;

export const audienceListAnswer = z.object({ total: z.number().int(), list: z.array(audienceItem) });
export type AudienceListAnswer = z.infer<typeof audienceListAnswer>;

/** `data` of GET /v1/user_cluster/detail: the row and its import report (null before an import has finished). */
export const audienceDetail = audienceItem.extend({ import_report: audienceImportReport.nullable() });
export type AudienceDetail = z.infer<typeof audienceDetail>;

/** `data` of POST /v1/user_cluster/upload: the private storage path the create call then sends with source 1. */
export const audienceUploadAnswer = z.object({ path: z.string(), size: z.number().int(), name: z.string() });
export type AudienceUploadAnswer = z.infer<typeof audienceUploadAnswer>;

/**
 * `data` of code 10021: the accounts whose ad groups target the package, named when the caller may see them;
 * `other_accounts` counts the rest (accounts the caller may not see are never named).
 */
export const audienceBoundData = z.object({
  cluster_id: z.number().int(),
  account_ids: z.array(z.number().int()),
  account_names: z.array(z.string()),
  other_accounts: z.number().int(),
});
export type AudienceBoundData = z.infer<typeof audienceBoundData>;
