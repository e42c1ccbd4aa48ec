import { defineCalls } from './call.js';

/**
 * Campaigns and ad groups. Lists are POST with a body (as the audience list), batch changes POST with ids.
 *
 * - list          POST   /v1/campaign/list {page_no, page_size, country, custom, app, start_from, start_to} → {total, list}
 * - detail        GET    /v1/campaign/detail ?campaign_id
 * - create        POST   /v1/campaign → {id};  update PUT /v1/campaign {campaign_id, ...changed} → {id}
 * - remove        POST   /v1/campaign/delete {campaign_ids} → {ids} (soft delete, releases audience bindings)
 * - copy          POST   /v1/campaign/copy {campaign_id} → {id} (deep: ad groups and their ads, names suffixed)
 * - enable, pause POST   /v1/campaign/enable|pause {campaign_ids} → {ids}
 * - group*        the same under /v1/adset for the ad groups of a campaign
 * - search        POST   /v1/adset/search {keyword, campaign_id?, account_id?, size} → AdsetSearchItem[]
 * - notify*       POST   /v1/campaign/dingTalk {campaign_id, lang?}, …/dingTalkTest {lang?}, …/dingTalkAll {lang?} →
 *                 {text, campaigns}: the spec's paths under the API prefix, and at the spec's own paths without it
 *                 (`specPathAliases`); posted to NOTIFY_WEBHOOK_URL (10500 when none is set) in `lang` (zh-CN by default)
 */
export const campaignCalls = defineCalls({
  list: {
    method: 'POST',
    path: '/v1/campaign/list',
    access: 'campaign.view',
    body: 'campaignListQuery',
    answer: 'campaignListAnswer',
  },
  detail: {
    method: 'GET',
    path: '/v1/campaign/detail',
    access: 'campaign.view',
    query: 'campaignIdQuery',
    answer: 'campaignDetail',
  },
  create: {
    method: 'POST',
    path: '/v1/campaign',
    access: 'campaign.create',
    body: 'campaignCreateRequest',
    answer: 'idAnswer',
  },
  update: {
    method: 'PUT',
    path: '/v1/campaign',
    access: 'campaign.edit',
    body: 'campaignUpdateRequest',
    answer: 'idAnswer',
  },
  remove: {
    method: 'POST',
    path: '/v1/campaign/delete',
    access: 'campaign.delete',
    body: 'campaignIdsBody',
    answer: 'idsAnswer',
  },
  copy: {
    method: 'POST',
    path: '/v1/campaign/copy',
    access: 'campaign.create',
    body: 'campaignIdBody',
    answer: 'idAnswer',
  },
  enable: {
    method: 'POST',
    path: '/v1/campaign/enable',
    access: 'campaign.edit',
    body: 'campaignIdsBody',
    answer: 'idsAnswer',
  },
  pause: {
    method: 'POST',
    path: '/v1/campaign/pause',
    access: 'campaign.edit',
    body: 'campaignIdsBody',
    answer: 'idsAnswer',
  },
  groupList: {
    method: 'POST',
    path: '/v1/adset/list',
    access: 'campaign.view',
    body: 'adGroupListQuery',
    answer: 'adGroupListAnswer',
  },
  groupDetail: {
    method: 'GET',
    path: '/v1/adset/detail',
    access: 'campaign.view',
    query: 'adGroupIdQuery',
    answer: 'adGroupDetail',
  },
  groupCreate: {
    method: 'POST',
    path: '/v1/adset',
    access: 'campaign.create',
    body: 'adGroupCreateRequest',
    answer: 'idAnswer',
  },
  groupUpdate: {
    method: 'PUT',
    path: '/v1/adset',
    access: 'campaign.edit',
    body: 'adGroupUpdateRequest',
    answer: 'idAnswer',
  },
  groupRemove: {
    method: 'POST',
    path: '/v1/adset/delete',
    access: 'campaign.delete',
    body: 'adGroupIdsBody',
    answer: 'idsAnswer',
  },
  groupCopy: {
    method: 'POST',
    path: '/v1/adset/copy',
    access: 'campaign.create',
    body: 'adGroupIdBody',
    answer: 'idAnswer',
  },
  groupEnable: {
    method: 'POST',
    path: '/v1/adset/enable',
    access: 'campaign.edit',
    body: 'adGroupIdsBody',
    answer: 'idsAnswer',
  },
  groupPause: {
    method: 'POST',
    path: '/v1/adset/pause',
    access: 'campaign.edit',
    body: 'adGroupIdsBody',
    answer: 'idsAnswer',
  },
  search: {
    method: 'POST',
    path: '/v1/adset/search',
    access: 'session',
    body: 'adsetSearchQuery',
    answer: 'adsetSearchAnswer',
  },
  notifyCampaign: {
    method: 'POST',
    path: '/v1/campaign/dingTalk',
    access: 'campaign.edit',
    body: 'notifyCampaignBody',
    answer: 'notifyAnswer',
  },
  notifyTest: {
    method: 'POST',
    path: '/v1/campaign/dingTalkTest',
    access: 'campaign.edit',
    body: 'notifyEmptyBody',
    answer: 'notifyAnswer',
  },
  notifyAll: {
    method: 'POST',
    path: '/v1/campaign/dingTalkAll',
    access: 'campaign.edit',
    body: 'notifyEmptyBody',
    answer: 'notifyAnswer',
  },
});

/**
 * The spec's interface table names the three notification calls without the API prefix (`/campaign/dingTalk`, …):
 * a request to one of these paths is served as the declared call it names (same access, body and answer).
 */
export const specPathAliases: Readonly<Record<string, string>> = {
  '/campaign/dingTalk': campaignCalls.notifyCampaign.path,
  '/campaign/dingTalkTest': campaignCalls.notifyTest.path,
  '/campaign/dingTalkAll': campaignCalls.notifyAll.path,
};
