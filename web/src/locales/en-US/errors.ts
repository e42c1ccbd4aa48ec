import type zh from '../zh-CN/errors';

/** Request-layer messages and `errors.<code>` texts of the business codes (spec error catalogues). */
export default {
  'errors.10001': 'Save failed: the material is used by ads. Add the matching accounts or unbind those ads first.',
  'errors.10002':
    'Save failed: ads of the removed accounts still use the material. Add the matching accounts or unbind those ads first.',
  'errors.10030': 'This tag is carried by materials.',
  'errors.10031': 'This theme or category still has children: delete or move them first.',
  'errors.10010': 'Upload failed: an identical material file already exists.',
  'errors.10011': 'Upload failed: the image ratio is not allowed.',
  'errors.10012': 'Upload failed: the file cannot be read or is damaged.',
  'errors.10013': "Upload failed: the file's real type does not match its extension.",
  'errors.10014': 'Upload failed: the file is over the size limit (videos at most 50 MB).',
  'errors.10015': 'Upload failed: this file format is not accepted (images JPG, PNG, GIF; videos MP4 only).',
  'errors.10016': 'The file is used by a material and cannot be deleted.',
  'errors.10021':
    'Save failed: the audience package is bound to ad groups of the accounts below. Unbind the ads or adjust the scope.',
  'errors.10100': 'Wrong SHAREid or password',
  'errors.10101': 'Too many failed attempts. Try again in {{seconds}} seconds.',
  'errors.10102': 'This user is disabled. Contact the administrator.',
  'errors.10200': 'The name is already taken. Choose another name.',
  'errors.10201': 'The item does not exist or was deleted. Refresh and choose again.',
  'errors.4001': 'An event mapping already exists, cannot delete: a campaign uses it.',
  'errors.10300': 'Delete failed: campaigns still promote this app. Delete or change those campaigns first.',
  'errors.10301': 'This package name is already in this store for an account. Choose another store or account.',
  'errors.10302': 'This app already maps this event name.',
  'errors.code': 'The operation failed (code {{code}})',
  'errors.detail.ids': 'IDs: {{ids}}',
  'errors.detail.names': 'Affected: {{names}}',
  'errors.http.401': 'token invalid, please log in again',
  'errors.http.402': 'you do not have permission to access this page',
  'errors.http.403': 'no operation permission (contact the administrator)',
  'errors.noAuth': 'You do not have permission for this interface, contact the administrator',
  'errors.network': 'Network Error',
  'errors.default': 'error',
  'errors.timeout.title': 'Request timed out',
  'errors.timeout.description': 'The server did not answer within {{minutes}} minutes. Please try again later.',
} satisfies Record<keyof typeof zh, string>;
