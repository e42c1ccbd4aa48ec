/** Audience packages (user clusters). */
export { audiencesRoutes as audiencesModule } from './audiences.routes.js';
