import type { AppRoute } from '../../app/appRoute';

/**
 * Campaigns and ad groups (the `advertising` menu): /advertising/index is the campaign list, or with
 * `?campaign_id=…&type=group` the ad groups of one campaign; /advertising/view?campaign_id=… is the
 * campaign's form, opened in a new tab.
 */
export const campaignRoutes: readonly AppRoute[] = [
  {
    name: 'advertising',
    path: '/advertising',
    access: 'menu',
    inLayout: true,
    watermark: true,
    redirect: '/advertising/index',
  },
  {
    name: 'advertising.index',
    path: '/advertising/index',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./AdvertisingIndexPage'),
  },
  {
    name: 'advertising.view',
    path: '/advertising/view',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./CampaignViewPage'),
  },
];
