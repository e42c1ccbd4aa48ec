import { defineCalls } from './call.js';

/** Audience packages (user clusters): list, one with its import report, create, edit, delete, and the file upload. */
export const audienceCalls = defineCalls({
  list: {
    method: 'POST',
    path: '/v1/user_cluster/list',
    access: 'audience.view',
    body: 'audienceListQuery',
    answer: 'audienceListAnswer',
  },
  detail: {
    method: 'GET',
    path: '/v1/user_cluster/detail',
    access: 'audience.view',
    query: 'audienceIdQuery',
    answer: 'audienceDetail',
  },
  create: {
    method: 'POST',
    path: '/v1/user_cluster',
    access: 'audience.create',
    body: 'audienceCreateRequest',
    answer: 'idAnswer',
  },
  edit: {
    method: 'PUT',
    path: '/v1/user_cluster',
    access: 'audience.edit',
    body: 'audienceEditRequest',
    answer: 'idAnswer',
  },
  remove: {
    method: 'DELETE',
    path: '/v1/user_cluster',
    access: 'audience.delete',
    query: 'audienceIdQuery',
    answer: 'idAnswer',
  },
  // the audience file's upload; the create call then sends the answer's path, which is private (never under /files/)
  upload: {
    method: 'POST',
    path: '/v1/user_cluster/upload',
    access: 'audience.create',
    form: 'audienceUploadForm',
    answer: 'audienceUploadAnswer',
  },
});
