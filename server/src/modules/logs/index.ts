/** Front-end logs and the notifier that forwards server errors. */
export { logsRoutes as logsModule } from './logs.routes.js';
export { createNotifier, type Notifier } from './notifier.js';
