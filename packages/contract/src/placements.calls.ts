import { defineCalls } from './call.js';

/**
 * The placement catalogues an administrator keeps (media apps, ad positions, DSPs and their placement mappings, ad
 * platforms): a page of each with a keyword, create, edit, and delete, which is refused while something uses the
 * entry. The read-only lists every picker loads stay in the lookups.
 */
export const placementCalls = defineCalls({
  mediaAppPage: {
    method: 'GET',
    path: '/v1/placement/media_app/list',
    access: 'placement.view',
    query: 'mediaAppListQuery',
    answer: 'mediaAppPage',
  },
  createMediaApp: {
    method: 'POST',
    path: '/v1/placement/media_app',
    access: 'placement.edit',
    body: 'mediaAppCreateRequest',
    answer: 'idAnswer',
  },
  editMediaApp: {
    method: 'PUT',
    path: '/v1/placement/media_app',
    access: 'placement.edit',
    body: 'mediaAppEditRequest',
    answer: 'idAnswer',
  },
  deleteMediaApp: {
    method: 'DELETE',
    path: '/v1/placement/media_app',
    access: 'placement.delete',
    query: 'placementIdQuery',
    answer: 'idAnswer',
  },
  adPositionPage: {
    method: 'GET',
    path: '/v1/placement/ad_position/list',
    access: 'placement.view',
    query: 'adPositionAdminListQuery',
    answer: 'adPositionAdminPage',
  },
  createAdPosition: {
    method: 'POST',
    path: '/v1/placement/ad_position',
    access: 'placement.edit',
    body: 'adPositionCreateRequest',
    answer: 'idAnswer',
  },
  editAdPosition: {
    method: 'PUT',
    path: '/v1/placement/ad_position',
    access: 'placement.edit',
    body: 'adPositionEditRequest',
    answer: 'idAnswer',
  },
  deleteAdPosition: {
    method: 'DELETE',
    path: '/v1/placement/ad_position',
    access: 'placement.delete',
    query: 'placementIdQuery',
    answer: 'idAnswer',
  },
  dspPage: {
    method: 'GET',
    path: '/v1/placement/dsp/list',
    access: 'placement.view',
    query: 'dspListQuery',
    answer: 'dspPage',
  },
  createDsp: {
    method: 'POST',
    path: '/v1/placement/dsp',
    access: 'placement.edit',
    body: 'dspCreateRequest',
    answer: 'idAnswer',
  },
  editDsp: {
    method: 'PUT',
    path: '/v1/placement/dsp',
    access: 'placement.edit',
    body: 'dspEditRequest',
    answer: 'idAnswer',
  },
  deleteDsp: {
    method: 'DELETE',
    path: '/v1/placement/dsp',
    access: 'placement.delete',
    query: 'placementIdQuery',
    answer: 'idAnswer',
  },
  dspMappingPage: {
    method: 'GET',
    path: '/v1/placement/dsp_mapping/list',
    access: 'placement.view',
    query: 'dspMappingListQuery',
    answer: 'dspMappingPage',
  },
  createDspMapping: {
    method: 'POST',
    path: '/v1/placement/dsp_mapping',
    access: 'placement.edit',
    body: 'dspMappingCreateRequest',
    answer: 'idAnswer',
  },
  editDspMapping: {
    method: 'PUT',
    path: '/v1/placement/dsp_mapping',
    access: 'placement.edit',
    body: 'dspMappingEditRequest',
    answer: 'idAnswer',
  },
  deleteDspMapping: {
    method: 'DELETE',
    path: '/v1/placement/dsp_mapping',
    access: 'placement.delete',
    query: 'placementIdQuery',
    answer: 'idAnswer',
  },
  adPlatformPage: {
    method: 'GET',
    path: '/v1/placement/ad_platform/list',
    access: 'placement.view',
    query: 'adPlatformListQuery',
    answer: 'adPlatformPage',
  },
  createAdPlatform: {
    method: 'POST',
    path: '/v1/placement/ad_platform',
    access: 'placement.edit',
    body: 'adPlatformCreateRequest',
    answer: 'idAnswer',
  },
  editAdPlatform: {
    method: 'PUT',
    path: '/v1/placement/ad_platform',
    access: 'placement.edit',
    body: 'adPlatformEditRequest',
    answer: 'idAnswer',
  },
  deleteAdPlatform: {
    method: 'DELETE',
    path: '/v1/placement/ad_platform',
    access: 'placement.delete',
    query: 'placementIdQuery',
    answer: 'idAnswer',
  },
});
