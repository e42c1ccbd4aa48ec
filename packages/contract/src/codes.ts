/**
 * Answer codes. HTTP-like codes (400, 401, 402, 403, 404, 500) travel with the same HTTP status;
 * business codes (10000 and above) travel with HTTP 200 (429 for rate limits) and the web translates them.
 */
export const Code = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NO_PAGE: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
  /** spec: "an event mapping already exists, cannot delete": a campaign uses it (HTTP 200, data: EventMappingInUseData) */
  EVENT_MAPPING_IN_USE: 4001,
  /** material used by ads: cannot delete, or cannot drop the account */
  MATERIAL_BOUND: 10001,
  MATERIAL_ACCOUNT_BOUND: 10002,
  /** the tag is carried by materials: confirm to remove it from them (data: id, material_count) */
  TAG_IN_USE: 10030,
  /** a theme or category that still has children cannot be deleted (data: id, children) */
  TAG_HAS_CHILDREN: 10031,
  /** an identical material file already exists (data: ids of the existing materials) */
  DUPLICATE_FILE: 10010,
  /** upload failure code 1: the ratio is not allowed (data: reason 1, name, scale found, allowed list) */
  FILE_WRONG_RATIO: 10011,
  /** upload failure code 2: the file cannot be read or decoded, or is over the pixel cap (data: reason 2, name) */
  FILE_UNREADABLE: 10012,
  /** the real type read from the first bytes differs from the extension's (data: name, ext, real) */
  FILE_SUFFIX_MISMATCH: 10013,
  /** the file is over the size limit of its kind (data: name, max in bytes) */
  FILE_TOO_BIG: 10014,
  /** the extension is not accepted for this upload (data: name, ext, accepted) */
  FILE_UNSUPPORTED: 10015,
  /** a material uses the file, so it cannot be deleted (data: ids of the files) */
  FILE_IN_USE: 10016,
  /** audience package bound to ad groups of the named accounts (data: AudienceBoundData) */
  AUDIENCE_BOUND: 10021,
  // the rest of the spec's audience catalogue, which numbers only 10021
  /** the name is taken by another package that is not deleted (case-insensitive) */
  AUDIENCE_NAME_TAKEN: 10022,
  /** the package is deleted: read-only, "please reselect" */
  AUDIENCE_DELETED: 10023,
  /** the package is importing or deleting (status 1 or 4): it cannot be deleted now */
  AUDIENCE_BUSY: 10024,
  /** the upload is over 314572800 bytes (data: name, max) */
  AUDIENCE_FILE_TOO_BIG: 10025,
  /** the upload's suffix is not .txt, .csv or none (data: name) */
  AUDIENCE_FILE_UNSUPPORTED: 10026,
  /** the file named by path is not there or cannot be read (data: path) */
  AUDIENCE_FILE_UNREADABLE: 10027,
  /** a partner's file (source 2) makes a package of linked accounts only, each mapped to the file's folder */
  AUDIENCE_PARTNER_SCOPE: 10028,
  /** only a package made from an uploaded file (upload_source 1) can be edited or deleted (data: id, upload_source) */
  AUDIENCE_READ_ONLY: 10029,
  /** the folder is already mapped (data: folder) */
  PARTNER_FOLDER_TAKEN: 10240,
  /** no partner folder mapping with this id the caller may see (data: id) */
  PARTNER_FOLDER_NOT_EXISTS: 10241,
  /**
   * a placement catalogue entry still used cannot be deleted: a media app with ad positions, an ad position with ads
   * or DSP mappings, a DSP with mappings, an ad platform with platform accounts (data: PlacementInUseData)
   */
  PLACEMENT_IN_USE: 10250,
  /** another entry of the catalogue already has this name, package or code (data: PlacementTakenData) */
  PLACEMENT_TAKEN: 10251,
  /** a promotion app that campaigns (not deleted) promote cannot be deleted (data: PromotionAppInUseData) */
  APP_IN_USE: 10300,
  /** the package name is already in that store for one of the accounts (data: PromotionAppPkgTakenData) */
  APP_PKG_TAKEN: 10301,
  /** the app already maps this event name (data: promotion_app_id, event_name) */
  EVENT_MAPPING_TAKEN: 10302,
  /** ad errors of the catalogue: the H5 URL holds an MMP or Google Play link (data: AdH5LinkData) */
  AD_H5_MMP_GP: 10400,
  /** the settlement attribution link is missing, or the campaign has no attribution configured (data: AdAttributionData) */
  AD_ATTRIBUTION_LINK: 10401,
  /** a VAST entry lacks its ad tag or material specification (data: AdVastData) */
  AD_VAST_INCOMPLETE: 10402,
  /** the category is already used in another tab of the same ad position (data: AdPositionData) */
  AD_POSITION_OCCUPIED: 10403,
  /** no chat-notification webhook is configured (NOTIFY_WEBHOOK_URL): nothing was sent */
  NOTIFY_NOT_CONFIGURED: 10500,
  /** the webhook answered an error or could not be reached (data: NotifyFailedData) */
  NOTIFY_FAILED: 10501,
  LOGIN_FAILED: 10100,
  LOGIN_LOCKED: 10101,
  USER_DISABLED: 10102,
  /** every password check slot and its queue are taken: try again shortly (HTTP 429, data: retry_after seconds) */
  LOGIN_BUSY: 10103,
  /** changing one's own password: the current password given is wrong (a field error on `current_password`) */
  PASSWORD_WRONG: 10104,
  NAME_TAKEN: 10200,
  NOT_EXISTS: 10201,
  /** an account still held by materials, campaigns, apps or audiences cannot be deleted (data: AccountHolders) */
  ACCOUNT_IN_USE: 10210,
  /** a company that still has accounts or users cannot be deleted (data: CompanyHolders) */
  COMPANY_IN_USE: 10211,
  /** the last enabled administrator cannot be disabled, deleted or given a non-administrator role (data: id) */
  LAST_ADMIN: 10212,
  /** nobody disables or deletes themselves or removes their own administrator role (data: id) */
  OWN_USER: 10213,
  /** a user named as the creator of materials or campaigns cannot be deleted, only disabled (data: UserHolders) */
  USER_IN_USE: 10214,
  /** a role that users still hold cannot be deleted (data: id, user_count) */
  ROLE_HAS_USERS: 10220,
  /** a menu with child menus, permission groups or roles granted cannot be deleted (data: MenuHolders) */
  MENU_IN_USE: 10221,
  /** a permission group granted to roles or holding permissions cannot be deleted (data: GroupHolders) */
  GROUP_IN_USE: 10222,
  /** a menu, group or permission the code declares cannot be deleted, renamed or re-pathed (data: id, name) */
  BUILTIN_LOCKED: 10223,
  /** too many calls from this address or session inside the window (HTTP 429, data: retry_after seconds) */
  RATE_LIMITED: 10600,
  /** the batch id was used before with other content: nothing was stored (data: batch_id) */
  DEVICE_EVENT_BATCH_CONFLICT: 10720,
  /** the batch id was used before with other content: nothing was stored (data: batch_id) */
  DELIVERY_STAT_BATCH_CONFLICT: 10730,
  /** every report export slot of the server and its queue are taken: try again shortly (HTTP 429, data: retry_after seconds) */
  REPORT_EXPORT_BUSY: 10740,
} as const;

/** The spec's success codes for a response: 200, 0, 1001, 1002 and 10000..20000 (the caller then looks at the code). */
export const isSuccessCode = (code: number): boolean =>
  code === 200 || code === 0 || code === 1001 || code === 1002 || (code >= 10000 && code <= 20000);

/** Codes the web translates through `errors.<code>` locale keys. */
export const isBusinessCode = (code: number): boolean => code >= 10000;
