/** The material library. */
export { materialsRoutes as materialsModule } from './materials.routes.js';
