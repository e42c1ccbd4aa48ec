/** Partner folders: which accounts' audience packages may read a partner-drop folder or bucket prefix. */
export { assertPartnerScope, headPartnerFile, openPartnerFile } from './partner-access.js';
export { partnerFoldersRoutes } from './partner-folders.routes.js';
