/** Material tags: themes > categories > tags. */
export { tagsRoutes as tagsModule } from './tags.routes.js';
