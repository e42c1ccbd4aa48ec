/** The `/v2/auth/*` administration calls other than the session's. */
export { authAdminRoutes as authAdminModule } from './auth-admin.routes.js';
