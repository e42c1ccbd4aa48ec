import { defineCalls } from './call.js';

/** Creative tags: the tree every picker reads, and the management calls. */
export const tagCalls = defineCalls({
  // the tree feeds the pickers of every material screen, so any signed-in user may read it
  tree: { method: 'GET', path: '/v1/tag/tree/get', access: 'session', query: 'tagTreeQuery', answer: 'tagTree' },
  list: { method: 'GET', path: '/v1/tag/list', access: 'tag.view', query: 'tagListQuery', answer: 'tagPage' },
  add: { method: 'POST', path: '/v1/tag/add', access: 'tag.add', body: 'tagAddRequest', answer: 'idAnswer' },
  edit: { method: 'PUT', path: '/v1/tag/edit', access: 'tag.edit', body: 'tagEditRequest', answer: 'idAnswer' },
  remove: { method: 'DELETE', path: '/v1/tag/del', access: 'tag.delete', query: 'tagDeleteQuery', answer: null },
});
