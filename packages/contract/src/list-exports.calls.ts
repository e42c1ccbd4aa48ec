import { adCalls } from './ads.calls.js';
import { apiKeyCalls } from './api-keys.calls.js';
import { appCalls } from './apps.calls.js';
import { audienceCalls } from './audiences.calls.js';
import { authAccessCalls } from './auth-access.calls.js';
import { authAdminCalls } from './auth-admin.calls.js';
import { defineCalls, exportOf } from './call.js';
import { campaignCalls } from './campaigns.calls.js';
import { deviceEventCalls } from './device-events.calls.js';
import { materialCalls } from './materials.calls.js';
import { partnerFolderCalls } from './partner-folders.calls.js';
import { placementCalls } from './placements.calls.js';
import { tagCalls } from './tags.calls.js';

/**
 * Every list's CSV export, one call per list beside its list call's path: the list's own method, access and filters
 * (`exportOf`), every row of the filtered result streamed, columns from `LIST_EXPORTS` under the same key. The audit
 * log and the report keep their own exports (`audit.export`, `reports.export`).
 */
export const listExportCalls = defineCalls({
  campaigns: exportOf(campaignCalls.list, '/v1/campaign/export'),
  adGroups: exportOf(campaignCalls.groupList, '/v1/adset/export'),
  ads: exportOf(adCalls.list, '/v1/ad/export'),
  materials: exportOf(materialCalls.list, '/v1/material/export'),
  audiences: exportOf(audienceCalls.list, '/v1/user_cluster/export'),
  tags: exportOf(tagCalls.list, '/v1/tag/export'),
  apps: exportOf(appCalls.list, '/v1/amp/api/promotion_app/export'),
  users: exportOf(authAdminCalls.userPage, '/v2/auth/user/export'),
  accounts: exportOf(authAdminCalls.accountPage, '/v2/auth/account/export'),
  roles: exportOf(authAccessCalls.roles, '/v2/auth/role/export'),
  apiKeys: exportOf(apiKeyCalls.list, '/v2/auth/apiKey/export'),
  companies: exportOf(authAdminCalls.companies, '/v2/auth/company/export'),
  permissionGroups: exportOf(authAccessCalls.groupPage, '/v2/auth/permission_group/export'),
  deviceEventImports: exportOf(deviceEventCalls.importList, '/v1/device_event/import/export'),
  mediaApps: exportOf(placementCalls.mediaAppPage, '/v1/placement/media_app/export'),
  adPositions: exportOf(placementCalls.adPositionPage, '/v1/placement/ad_position/export'),
  dsps: exportOf(placementCalls.dspPage, '/v1/placement/dsp/export'),
  dspMappings: exportOf(placementCalls.dspMappingPage, '/v1/placement/dsp_mapping/export'),
  adPlatforms: exportOf(placementCalls.adPlatformPage, '/v1/placement/ad_platform/export'),
  menus: exportOf(authAccessCalls.menus, '/v2/auth/menu/export'),
  partnerFolders: exportOf(partnerFolderCalls.list, '/v1/user_cluster/partner_folder/export'),
});
