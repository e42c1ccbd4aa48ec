/** The material library. */
export { rebuildDemoFacets, saveDemoMaterial, saveDemoVerdict } from './materials.demo.js';
export { materialsRoutes as materialsModule } from './materials.routes.js';
export { activeMaterialWithMd5, list as listMaterials } from './materials.service.js';
export { createLocalReviewer } from './review/local-reviewer.js';
