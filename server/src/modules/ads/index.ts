/** Ads and their creatives (issue 15): the ad calls, the ad text rules, JS-tag creatives. */
export { adsRoutes as adsModule } from './ads.routes.js';
