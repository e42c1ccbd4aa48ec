import { defineCalls } from './call.js';

/**
 * Partner folders: which accounts' audience packages may read the files of a partner-drop folder or
 * bucket prefix. Administrators manage them (or a role granted the groups; then only within its accounts).
 */
export const partnerFolderCalls = defineCalls({
  list: {
    method: 'POST',
    path: '/v1/user_cluster/partner_folder/list',
    access: 'audience.partner.view',
    body: 'partnerFolderListQuery',
    answer: 'partnerFolderPage',
  },
  create: {
    method: 'POST',
    path: '/v1/user_cluster/partner_folder',
    access: 'audience.partner.edit',
    body: 'partnerFolderCreateRequest',
    answer: 'idAnswer',
  },
  edit: {
    method: 'PUT',
    path: '/v1/user_cluster/partner_folder',
    access: 'audience.partner.edit',
    body: 'partnerFolderEditRequest',
    answer: 'idAnswer',
  },
  remove: {
    method: 'DELETE',
    path: '/v1/user_cluster/partner_folder',
    access: 'audience.partner.edit',
    query: 'partnerFolderIdQuery',
    answer: 'idAnswer',
  },
});
