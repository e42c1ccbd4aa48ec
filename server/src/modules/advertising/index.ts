import type { FastifyPluginAsync } from 'fastify';
import { adGroupsRoutes } from './ad-groups/adgroups.routes.js';
import { campaignsRoutes } from './campaigns/campaigns.routes.js';
import { metricsRoutes } from './metrics/metrics.routes.js';

/**
 * Advertising: campaigns, their ad groups (targeting, delivery status and statistics) and ads with their creatives
 * (the ad text rules, JS-tag creatives). `campaigns/`, `ad-groups/` and `ads/` hold each level's calls, rules, views
 * and queries; `shared/` what the levels share (tables, delivery status and totals, the tree's cascades, copy names,
 * status changes, units, the clock). A level imports `shared/`, and of another level only the service of a level
 * above it (an ad reads its ad group and campaign); scripts/architecture.test.ts holds it.
 */
export { type DeliveryOverview, deliveryOverview } from './ad-groups/adgroups.overview.service.js';
export { adsRoutes as adsModule } from './ads/ads.routes.js';
export { JS_TAG_ROTATE_HASH } from './ads/js-tag.js';
export {
  bindDemoAudiences,
  changeDemoAdGroup,
  changeDemoCampaign,
  demoAdGroups,
  saveDemoAd,
  saveDemoAdGroup,
  saveDemoCampaign,
  saveDemoCreative,
} from './advertising.demo.js';
export { boundAdCountOf, boundAds } from './material-usage.js';

/** The calls of the contract's `campaigns` group (the campaigns' own and their ad groups'), and the lists' metrics. */
export const campaignsModule: FastifyPluginAsync<Parameters<typeof campaignsRoutes>[1]> = async (app, options) => {
  await app.register(campaignsRoutes, options);
  await app.register(adGroupsRoutes, { db: options.db });
  await app.register(metricsRoutes, { db: options.db });
};
