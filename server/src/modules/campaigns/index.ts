/** Campaigns and ad groups (issue 14): their calls, delivery status and delivery statistics. */
export { campaignsRoutes as campaignsModule } from './campaigns.routes.js';
