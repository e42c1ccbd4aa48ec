/** Material tags: themes > categories > tags. */
export { saveDemoTag } from './tags.demo.js';
export { tagsRoutes as tagsModule } from './tags.routes.js';
