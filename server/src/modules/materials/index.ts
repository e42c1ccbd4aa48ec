/** The material library. */
export { materialsRoutes as materialsModule } from './materials.routes.js';
export { activeMaterialWithMd5 } from './materials.service.js';
