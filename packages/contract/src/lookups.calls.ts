import { defineCalls } from './call.js';

/**
 * The lookup lists every screen's filters and pickers use. Each needs a session; the platform catalogues are the
 * same for everyone, the advertiser-owned list of platform accounts follows the caller's accounts.
 */
export const lookupCalls = defineCalls({
  mediaApps: { method: 'GET', path: '/v1/app/all', access: 'session', answer: 'mediaApps' },
  adPositions: { method: 'GET', path: '/v1/app/adpos/all', access: 'session', answer: 'adPositions' },
  latestAdPositions: { method: 'GET', path: '/v1/app/adpos/latest', access: 'session', answer: 'adPositions' },
  adPositionPage: {
    method: 'GET',
    path: '/v1/app/adpos/list',
    access: 'session',
    query: 'adPositionListQuery',
    answer: 'adPositionPage',
  },
  dspMappings: { method: 'GET', path: '/v1/dsp_phypos_mapping/all', access: 'session', answer: 'dspPhyposMappings' },
  adPlatforms: { method: 'GET', path: '/v1/ad_platform/list', access: 'session', answer: 'adPlatforms' },
  countries: { method: 'GET', path: '/v1/constant/country_list', access: 'session', answer: 'countries' },
  targets: { method: 'GET', path: '/v1/advertisement/target', access: 'session', answer: 'targetCatalogue' },
  platformAccounts: {
    method: 'GET',
    path: '/v1/ad_platform_account',
    access: 'session',
    query: 'adPlatformAccountQuery',
    answer: 'adPlatformAccounts',
  },
  createPlatformAccount: {
    method: 'POST',
    path: '/v1/ad_platform_account',
    access: 'app.create',
    body: 'adPlatformAccountCreate',
    answer: 'adPlatformAccount',
  },
  editPlatformAccount: {
    method: 'PUT',
    path: '/v1/ad_platform_account',
    access: 'app.edit',
    body: 'adPlatformAccountEdit',
    answer: 'adPlatformAccount',
  },
  deletePlatformAccount: {
    method: 'DELETE',
    path: '/v1/ad_platform_account',
    access: 'app.delete',
    query: 'placementIdQuery',
    answer: 'idAnswer',
  },
});
