/** Health and version, and the single-page app served at `/`. */
export { registerSpa } from './spa.js';
export { readMeta, writeMeta } from './system.meta.js';
export { systemRoutes as systemModule } from './system.routes.js';
