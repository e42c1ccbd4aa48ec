/** The promoted-app area: advertisers' apps (the `ad_app` table) and their calls. */

export { demoAppOf, saveDemoApp } from './apps.demo.js';
export { appsRoutes as appsModule } from './apps.routes.js';
