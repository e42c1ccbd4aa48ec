import type { Selectable } from 'kysely';
import type { RateCounterTable } from '../core/rate-limit.tables.js';
import type { AccountTable, CompanyTable, UserAccountTable } from '../modules/accounts/accounts.tables.js';
import type {
  AdGroupTable,
  AdTable,
  CampaignTable,
  CreativeMaterialTable,
  CreativeTable,
} from '../modules/advertising/shared/advertising.tables.js';
import type { ApiKeyTable } from '../modules/api-keys/api-keys.tables.js';
import type {
  AdAppTable,
  PromotionAppAccountTable,
  PromotionAppEventMappingTable,
} from '../modules/apps/apps.tables.js';
import type {
  AdGroupUserClusterTable,
  DeviceEventTable,
  UserClusterAccountTable,
  UserClusterImportTable,
  UserClusterRuleTable,
  UserClusterTable,
  UserClusterUploadTable,
} from '../modules/audiences/audiences.tables.js';
import type {
  DeviceEventBatchTable,
  DeviceEventImportTable,
} from '../modules/audiences/events/device-events.tables.js';
import type {
  PartnerFolderAccountTable,
  PartnerFolderTable,
} from '../modules/audiences/partner-folders/partner-folders.tables.js';
import type { AuditLogTable } from '../modules/audit/audit.tables.js';
import type { AccessVersionTable, SessionTable } from '../modules/auth/auth.tables.js';
import type {
  MenuTable,
  PermissionGroupTable,
  PermissionTable,
  RoleMenuTable,
  RolePermissionGroupTable,
  RoleTable,
  UserTable,
} from '../modules/auth-admin/auth-admin.tables.js';
import type { FileTable } from '../modules/files/files.tables.js';
import type { JobTable } from '../modules/jobs/jobs.tables.js';
import type { FeLogTable } from '../modules/logs/logs.tables.js';
import type {
  AdPlatformAccountTable,
  AdPlatformTable,
  AdPositionTable,
  CountryTable,
  DspPhyposMappingTable,
  DspTable,
  MediaAppTable,
} from '../modules/lookups/lookups.tables.js';
import type {
  MaterialAccountTable,
  MaterialFacetTable,
  MaterialReviewTable,
  MaterialTable,
} from '../modules/materials/materials.tables.js';
import type {
  DeliveryStatBatchTable,
  DeliveryStatDayTable,
  DeliveryStatHourTable,
  DeliveryStatImportTable,
  DeliveryStatSummaryTable,
  DeliveryStatWriterTable,
} from '../modules/statistics/statistics.tables.js';
import type { MetaTable } from '../modules/system/system.tables.js';
import type { MaterialTagTable, TagTable } from '../modules/tags/tags.tables.js';

/** Every table, as each module declares its own in `<domain>.tables.ts`. */
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
  access_version: AccessVersionTable;
  rate_counter: RateCounterTable;
  fe_log: FeLogTable;
  app_meta: MetaTable;
  media_app: MediaAppTable;
  ad_position: AdPositionTable;
  dsp: DspTable;
  dsp_phypos_mapping: DspPhyposMappingTable;
  ad_platform: AdPlatformTable;
  ad_platform_account: AdPlatformAccountTable;
  ad_app: AdAppTable;
  promotion_app_account: PromotionAppAccountTable;
  promotion_app_event_mapping: PromotionAppEventMappingTable;
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
  job: JobTable;
  audit_log: AuditLogTable;
  user_cluster: UserClusterTable;
  user_cluster_account: UserClusterAccountTable;
  user_cluster_rule: UserClusterRuleTable;
  user_cluster_import: UserClusterImportTable;
  ad_group_user_cluster: AdGroupUserClusterTable;
  device_event: DeviceEventTable;
  device_event_batch: DeviceEventBatchTable;
  device_event_import: DeviceEventImportTable;
  user_cluster_upload: UserClusterUploadTable;
  partner_folder: PartnerFolderTable;
  partner_folder_account: PartnerFolderAccountTable;
  api_key: ApiKeyTable;
  delivery_stat_batch: DeliveryStatBatchTable;
  delivery_stat_hour: DeliveryStatHourTable;
  delivery_stat_day: DeliveryStatDayTable;
  delivery_stat_summary: DeliveryStatSummaryTable;
  delivery_stat_writer: DeliveryStatWriterTable;
  delivery_stat_import: DeliveryStatImportTable;
}

export type User = Selectable<UserTable>;
export type Account = Selectable<AccountTable>;
