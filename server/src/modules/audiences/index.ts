/** Audience packages (user clusters). */

export { demoRuleDevices, saveDemoDeviceEvents, saveDemoPackage, saveDemoPartnerFolder } from './audiences.demo.js';
export { createPartnerDrop, PARTNER_DROP_FOLDER } from './audiences.drop.js';
export { newResultKey, newUploadKey } from './audiences.keys.js';
export { audiencesRoutes as audiencesModule } from './audiences.routes.js';
export { list as listAudiences } from './audiences.service.js';
export {
  AudienceScanner,
  ID_FORMATS,
  ImportFailure,
  type ImportReport,
  type ImportResult,
  importAudienceFile,
  KeySet,
  mostIdsIn,
  RunKeys,
  startImportScript,
  writeSortedSet,
} from './import/index.js';
