/**
 * Advertising: campaigns, their ad groups (targeting, delivery status and statistics) and ads with their creatives
 * (the ad text rules, JS-tag creatives). `campaigns/`, `ad-groups/` and `ads/` hold each level's calls, rules, views
 * and queries; `shared/` what the levels share (copy names, status changes, the clock).
 */
export { adsRoutes as adsModule } from './ads/ads.routes.js';
export { JS_TAG_ROTATE_HASH } from './ads/js-tag.js';
export { campaignsRoutes as campaignsModule } from './campaigns/campaigns.routes.js';
export { boundAdCounts, boundAds } from './material-usage.js';
