/** Audience packages (user clusters). */

export { demoRuleDevices, saveDemoDeviceEvents, saveDemoPackage, saveDemoPartnerFolder } from './audiences.demo.js';
export { createPartnerDrop, PARTNER_DROP_FOLDER } from './audiences.drop.js';
export { newResultKey, newUploadKey } from './audiences.keys.js';
export { audiencesRoutes as audiencesModule } from './audiences.routes.js';
export { list as listAudiences } from './audiences.service.js';
export { ImportFailure, type ImportResult, importAudienceFile } from './import/index.js';
