import { accountCalls } from './accounts.calls.js';
import { adCalls } from './ads.calls.js';
import { apiKeyCalls } from './api-keys.calls.js';
import { appCalls } from './apps.calls.js';
import { audienceCalls } from './audiences.calls.js';
import { auditCalls } from './audit.calls.js';
import { authAccessCalls } from './auth-access.calls.js';
import { authAdminCalls } from './auth-admin.calls.js';
import type { Call } from './call.js';
import { campaignCalls } from './campaigns.calls.js';

export { specPathAliases } from './campaigns.calls.js';

import { deliveryStatCalls } from './delivery-stats.calls.js';
import { deviceEventCalls } from './device-events.calls.js';
import { fileCalls } from './files.calls.js';
import { homeCalls } from './home.calls.js';
import { listExportCalls } from './list-exports.calls.js';
import { listMetricCalls } from './list-metrics.calls.js';
import { lookupCalls } from './lookups.calls.js';
import { materialCalls } from './materials.calls.js';
import { partnerFolderCalls } from './partner-folders.calls.js';
import { placementCalls } from './placements.calls.js';
import { reportCalls } from './reports.calls.js';
import { sessionCalls } from './session.calls.js';
import { systemCalls } from './system.calls.js';
import { tagCalls } from './tags.calls.js';

/** Every call of the API, by area; an area's key is its OpenAPI tag. */
export const calls = {
  session: sessionCalls,
  system: systemCalls,
  accounts: accountCalls,
  authAdmin: authAdminCalls,
  authAccess: authAccessCalls,
  audit: auditCalls,
  apiKeys: apiKeyCalls,
  lookups: lookupCalls,
  placements: placementCalls,
  apps: appCalls,
  tags: tagCalls,
  materials: materialCalls,
  files: fileCalls,
  audiences: audienceCalls,
  partnerFolders: partnerFolderCalls,
  deviceEvents: deviceEventCalls,
  deliveryStats: deliveryStatCalls,
  reports: reportCalls,
  campaigns: campaignCalls,
  ads: adCalls,
  listMetrics: listMetricCalls,
  listExports: listExportCalls,
  home: homeCalls,
} as const;

/** One declared call with the names it goes by: its area, its key, and `areaKey` (the OpenAPI operationId). */
export interface CallEntry {
  area: string;
  key: string;
  name: string;
  call: Call;
}

let entries: CallEntry[] | undefined;

/** Every declared call, in declaration order. */
export function callEntries(): CallEntry[] {
  entries ??= Object.entries(calls).flatMap(([area, group]) =>
    Object.entries(group as Record<string, Call>).map(([key, call]) => ({
      area,
      key,
      name: `${area}${key.charAt(0).toUpperCase()}${key.slice(1)}`,
      call,
    })),
  );
  return entries;
}

/** The entry of a declared call (a call object not in `calls` is a programming error). */
export function callEntry(call: Call): CallEntry {
  const entry = callEntries().find((e) => e.call === call);
  if (!entry) throw new Error(`${call.method} ${call.path} is not a declared call`);
  return entry;
}
