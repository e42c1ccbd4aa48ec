import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  AdGroupTable,
  AdTable,
  CampaignTable,
  CreativeMaterialTable,
  CreativeTable,
} from '../modules/campaigns/campaigns.tables.js';
import type { FileTable } from '../modules/files/files.tables.js';
import type {
  MaterialAccountTable,
  MaterialFacetTable,
  MaterialReviewTable,
  MaterialTable,
} from '../modules/materials/materials.tables.js';
import type { MaterialTagTable, TagTable } from '../modules/tags/tags.tables.js';

/** Booleans are 0/1 integers so the same SQL runs on SQLite and PostgreSQL. */
type Flag = number;
/** Unix milliseconds (the spec's "unix seconds times 1000"). */
type Millis = number;

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  owner_user_id: number | null;
  create_time: Millis;
}

export interface AccountTable {
  id: Generated<number>;
  company_id: number | null;
  account_name: string;
  /** the single special review-material account (GUIDE section 3) */
  is_review_material: ColumnType<Flag, Flag | undefined, Flag>;
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  is_admin: ColumnType<Flag, Flag | undefined, Flag>;
  remark: string;
  create_time: Millis;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  path: string;
  sort: number;
  hidden: ColumnType<Flag, Flag | undefined, Flag>;
  external_url: string | null;
}

export interface PermissionGroupTable {
  id: Generated<number>;
  menu_id: number;
  name: string;
}

/** One API call (method + path) of a permission group. */
export interface PermissionTable {
  id: Generated<number>;
  group_id: number;
  method: string;
  path: string;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface RolePermissionGroupTable {
  role_id: number;
  group_id: number;
}

export interface UserTable {
  id: Generated<number>;
  login_name: string;
  password_hash: string;
  role_id: number;
  company_id: number | null;
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
  last_login_time: Millis | null;
}

export interface UserAccountTable {
  user_id: number;
  account_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  create_time: Millis;
  expire_time: Millis;
  revoke_time: Millis | null;
  ip: string;
}

/** Failed-login counters, keyed by `account:<name>` or `ip:<address>`, in a fixed window. */
export interface LoginFailureTable {
  key: string;
  count: number;
  window_start: Millis;
}

export interface FeLogTable {
  id: Generated<number>;
  user_id: number | null;
  shareit_id: string;
  path: string;
  request_time: number | null;
  response_time: number | null;
  time_difference: number | null;
  log_type: number;
  other: string;
  create_time: Millis;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** A publisher (media) app whose ad positions sell inventory. */
export interface MediaAppTable {
  id: Generated<number>;
  name: string;
  pkg_name: string;
  /** 1 Android, 2 iOS */
  platform: number;
  create_time: Millis;
}

export interface AdPositionTable {
  id: Generated<number>;
  app_id: number;
  name: string;
  /** 1 banner, 2 interstitial, 3 native, 4 rewarded video, 5 splash */
  ad_type: number;
  width: number;
  height: number;
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
}

export interface DspTable {
  id: Generated<number>;
  name: string;
  code: string;
  create_time: Millis;
}

/** A DSP's own placement id ("physical position") for one of our ad positions. */
export interface DspPhyposMappingTable {
  id: Generated<number>;
  dsp_id: number;
  adpos_id: number;
  phypos_id: string;
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
}

export interface AdPlatformTable {
  id: Generated<number>;
  name: string;
  code: string;
  create_time: Millis;
}

/** An account on an outside ad platform, linked to one of our advertiser accounts. */
export interface AdPlatformAccountTable {
  id: Generated<number>;
  ad_platform_id: number;
  account_id: number;
  name: string;
  external_id: string;
  create_user_id: number | null;
  create_time: Millis;
}

/** An advertiser's promoted app. */
export interface AdAppTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  pkg_name: string;
  app_store: number;
  platform: number;
  icon_url: ColumnType<string, string | undefined, string>;
  create_time: Millis;
}

/** ISO 3166-1 countries plus the ALL and OTHER pseudo-countries. */
export interface CountryTable {
  code: string;
  name_en: string;
  name_zh: string;
  continent: string | null;
}

export interface Database {
  company: CompanyTable;
  account: AccountTable;
  role: RoleTable;
  menu: MenuTable;
  permission_group: PermissionGroupTable;
  permission: PermissionTable;
  role_menu: RoleMenuTable;
  role_permission_group: RolePermissionGroupTable;
  app_user: UserTable;
  user_account: UserAccountTable;
  session: SessionTable;
  login_failure: LoginFailureTable;
  fe_log: FeLogTable;
  app_meta: MetaTable;
  media_app: MediaAppTable;
  ad_position: AdPositionTable;
  dsp: DspTable;
  dsp_phypos_mapping: DspPhyposMappingTable;
  ad_platform: AdPlatformTable;
  ad_platform_account: AdPlatformAccountTable;
  ad_app: AdAppTable;
  country: CountryTable;
  tag: TagTable;
  material_tag: MaterialTagTable;
  file: FileTable;
  material: MaterialTable;
  material_account: MaterialAccountTable;
  material_facet: MaterialFacetTable;
  material_review: MaterialReviewTable;
  campaign: CampaignTable;
  ad_group: AdGroupTable;
  ad: AdTable;
  creative: CreativeTable;
  creative_material: CreativeMaterialTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Account = Selectable<AccountTable>;
