/** Audience packages (user clusters). */

export { createPartnerDrop, PARTNER_DROP_FOLDER } from './audiences.drop.js';
export { audiencesRoutes as audiencesModule } from './audiences.routes.js';
export { list as listAudiences } from './audiences.service.js';
