/** The material library. */
export { materialsRoutes as materialsModule } from './materials.routes.js';
export { activeMaterialWithMd5, list as listMaterials } from './materials.service.js';
