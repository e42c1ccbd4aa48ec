import { defineCalls } from './call.js';

/**
 * Promotion apps (ad products) under `/v1/amp/api/*`, plus the lookup campaigns pick from.
 * A non-administrator sees the apps linked to one of its accounts and links only its own accounts.
 *
 * - all            GET    /v1/ad_app/all → AdApp[] (live apps in scope; `account_id` the first linked account)
 * - list           GET    /v1/amp/api/promotion_app/list ?page&pagesize&promotion_app_id[]&name[]&name_of_acc[]&pkg_name[]
 *                         → `{code, msg, total, data: PromotionAppItem[]}` (paged envelope)
 * - accounts       GET    /v1/amp/api/promotion_app_account/list ?page&pagesize&promotion_app_id
 *                         → `{code, msg, total, data: PromotionAppAccountItem[]}`
 * - accOptions     GET    /v1/amp/api/promotion_app_account/acc_list ?promotion_app_id&keyword → [{account_id, account_name}]
 * - keyMatch       GET    /v1/amp/api/promotion_app/list_key_match ?field&keyword → string[] (≤ 20, prefix first)
 * - detail         GET    /v1/amp/api/promotion_app/detail ?id → PromotionAppDetail (row + event_mappings)
 * - create         POST   /v1/amp/api/promotion_app {name, pkg_name, app_store, promotion_type, platform,
 *                         promotion_link, version?, description?, icon_file_id, account_ids} → {id}
 * - edit           PUT    /v1/amp/api/promotion_app {id, ...changed fields} → {id}
 * - icon           POST   /v1/amp/api/promotion_app/icon multipart {file} → as /v1/file (app.create: the add drawer)
 * - editIcon       POST   /v1/amp/api/promotion_app/edit/icon multipart {file} → the same, with app.edit (the edit
 *                         drawer); one access per call, so the icon has a call for each drawer, not material.upload
 * - remove         DELETE /v1/amp/api/promotion_app ?id&operator → {id} (10300 while campaigns promote it)
 * - eventMappings  GET    /v1/amp/api/promotion_app/event_mapping/list ?promotion_app_id → EventMappingItem[]
 * - addEventMapping POST  /v1/amp/api/promotion_app/event_mapping {promotion_app_id, event_name, event_type} → {id}
 * - removeEventMapping DELETE /v1/amp/api/promotion_app/event_mapping ?id → {id} (4001 while a campaign uses it)
 */
export const appCalls = defineCalls({
  all: { method: 'GET', path: '/v1/ad_app/all', access: 'session', answer: 'adApps' },
  list: {
    method: 'GET',
    path: '/v1/amp/api/promotion_app/list',
    access: 'app.view',
    query: 'promotionAppListQuery',
    answer: 'promotionAppRows',
    paged: true,
  },
  accounts: {
    method: 'GET',
    path: '/v1/amp/api/promotion_app_account/list',
    access: 'app.view',
    query: 'promotionAppAccountListQuery',
    answer: 'promotionAppAccountRows',
    paged: true,
  },
  accOptions: {
    method: 'GET',
    path: '/v1/amp/api/promotion_app_account/acc_list',
    access: 'app.view',
    query: 'promotionAppAccListQuery',
    answer: 'promotionAppAccOptions',
  },
  keyMatch: {
    method: 'GET',
    path: '/v1/amp/api/promotion_app/list_key_match',
    access: 'app.view',
    query: 'promotionAppKeyMatchQuery',
    answer: 'promotionAppKeyMatches',
  },
  detail: {
    method: 'GET',
    path: '/v1/amp/api/promotion_app/detail',
    access: 'app.view',
    query: 'promotionAppIdQuery',
    answer: 'promotionAppDetail',
  },
  create: {
    method: 'POST',
    path: '/v1/amp/api/promotion_app',
    access: 'app.create',
    body: 'promotionAppCreateRequest',
    answer: 'idAnswer',
  },
  edit: {
    method: 'PUT',
    path: '/v1/amp/api/promotion_app',
    access: 'app.edit',
    body: 'promotionAppEditRequest',
    answer: 'idAnswer',
  },
  icon: {
    method: 'POST',
    path: '/v1/amp/api/promotion_app/icon',
    access: 'app.create',
    form: 'promotionAppIconForm',
    answer: 'fileUploadAnswer',
  },
  editIcon: {
    method: 'POST',
    path: '/v1/amp/api/promotion_app/edit/icon',
    access: 'app.edit',
    form: 'promotionAppIconForm',
    answer: 'fileUploadAnswer',
  },
  remove: {
    method: 'DELETE',
    path: '/v1/amp/api/promotion_app',
    access: 'app.delete',
    query: 'promotionAppDeleteQuery',
    answer: 'idAnswer',
  },
  eventMappings: {
    method: 'GET',
    path: '/v1/amp/api/promotion_app/event_mapping/list',
    access: 'app.view',
    query: 'eventMappingListQuery',
    answer: 'eventMappingRows',
  },
  addEventMapping: {
    method: 'POST',
    path: '/v1/amp/api/promotion_app/event_mapping',
    access: 'app.edit',
    body: 'eventMappingCreateRequest',
    answer: 'idAnswer',
  },
  removeEventMapping: {
    method: 'DELETE',
    path: '/v1/amp/api/promotion_app/event_mapping',
    access: 'app.edit',
    query: 'eventMappingIdQuery',
    answer: 'idAnswer',
  },
});
