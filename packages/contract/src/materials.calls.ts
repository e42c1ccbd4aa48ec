import { defineCalls } from './call.js';

/** The material library: list, add, edit, tag, delete, where-used, and third-party review. */
export const materialCalls = defineCalls({
  list: {
    method: 'POST',
    path: '/v1/material/list',
    access: 'material.view',
    body: 'materialListQuery',
    answer: 'materialListAnswer',
  },
  detail: {
    method: 'GET',
    path: '/v1/material/detail',
    access: 'material.view',
    query: 'materialIdQuery',
    answer: 'materialDetail',
  },
  adAccount: {
    method: 'GET',
    path: '/v1/material/ad_account',
    access: 'material.view',
    query: 'materialIdQuery',
    answer: 'materialAdAccountAnswer',
  },
  add: {
    method: 'POST',
    path: '/v1/material/add',
    access: 'material.upload',
    body: 'materialAddRequest',
    answer: 'materialAddAnswer',
  },
  save: {
    method: 'POST',
    path: '/v1/material/save',
    access: 'material.edit',
    body: 'materialSaveRequest',
    answer: 'idAnswer',
  },
  batchTag: {
    method: 'POST',
    path: '/v1/material/batch_tag',
    access: 'material.edit',
    body: 'materialBatchTagRequest',
    answer: 'idsAnswer',
  },
  tag: {
    method: 'POST',
    path: '/v1/material/tag',
    access: 'material.edit',
    body: 'materialTagRequest',
    answer: 'idsAnswer',
  },
  remove: {
    method: 'POST',
    path: '/v1/material/delete',
    access: 'material.delete',
    body: 'materialDeleteRequest',
    answer: 'idsAnswer',
  },
  // videos are deleted by a status change to -1: the same rules as /delete
  updateStatus: {
    method: 'POST',
    path: '/v1/material/update_status',
    access: 'material.delete',
    body: 'materialStatusRequest',
    answer: 'idsAnswer',
  },
  refreshExamine: {
    method: 'GET',
    path: '/v1/material/refresh_examine_status',
    access: 'material.view',
    query: 'refreshExamineQuery',
    answer: 'examineStates',
  },
  review: {
    method: 'POST',
    path: '/v1/material/review',
    access: 'material.review',
    body: 'materialReviewRequest',
    answer: 'examineStates',
  },
});
