import { defineCalls } from './call.js';

/**
 * Ads and their creatives, under the ad groups of /v1/adset. Lists are POST with a body, batch changes POST
 * with ids, as the campaigns and ad groups.
 *
 * - list          POST   /v1/ad/list {ad_group_id, page_no, page_size, custom, status} → {total, list}
 * - detail        GET    /v1/ad/detail ?ad_id
 * - create        POST   /v1/ad → {id};  update PUT /v1/ad {ad_id, ...changed} → {id}
 * - remove        POST   /v1/ad/delete {ad_ids} → {ids} (soft delete: the ad's materials are free again)
 * - copy          POST   /v1/ad/copy {ad_id} → {id} (with its creatives, paused, name suffixed)
 * - enable, pause POST   /v1/ad/enable|pause {ad_ids} → {ids}
 * - generateJsTag POST   /v1/creative/generate_js_tag_creative {ad_id, image_ids, click_url} → {html, preview, …}
 * - addJsTag      POST   /v1/creative/add_js_tag_creative {ad_id, image_ids, click_url, name} → {creative_id, …}
 */
export const adCalls = defineCalls({
  list: { method: 'POST', path: '/v1/ad/list', access: 'ad.view', body: 'adListQuery', answer: 'adListAnswer' },
  detail: { method: 'GET', path: '/v1/ad/detail', access: 'ad.view', query: 'adIdQuery', answer: 'adDetail' },
  create: { method: 'POST', path: '/v1/ad', access: 'ad.create', body: 'adCreateRequest', answer: 'idAnswer' },
  update: { method: 'PUT', path: '/v1/ad', access: 'ad.edit', body: 'adUpdateRequest', answer: 'idAnswer' },
  remove: { method: 'POST', path: '/v1/ad/delete', access: 'ad.delete', body: 'adIdsBody', answer: 'idsAnswer' },
  copy: { method: 'POST', path: '/v1/ad/copy', access: 'ad.create', body: 'adIdBody', answer: 'idAnswer' },
  enable: { method: 'POST', path: '/v1/ad/enable', access: 'ad.edit', body: 'adIdsBody', answer: 'idsAnswer' },
  pause: { method: 'POST', path: '/v1/ad/pause', access: 'ad.edit', body: 'adIdsBody', answer: 'idsAnswer' },
  generateJsTag: {
    method: 'POST',
    path: '/v1/creative/generate_js_tag_creative',
    access: 'ad.edit',
    body: 'jsTagGenerateRequest',
    answer: 'jsTagAnswer',
  },
  addJsTag: {
    method: 'POST',
    path: '/v1/creative/add_js_tag_creative',
    access: 'ad.edit',
    body: 'jsTagAddRequest',
    answer: 'jsTagAddAnswer',
  },
});
