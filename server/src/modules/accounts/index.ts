/**
 * Advertiser accounts: the option lists every screen uses, and the account scope other modules ask (who may see and
 * change a row linked to accounts). The list filter of that scope is db/account-visibility.ts.
 */
export {
  assertLinksEditable,
  assertScopeChangeable,
  canSeeLinked,
  checkLinkTarget,
  coversAllAccounts,
  type Linked,
  linksEditable,
} from './account-scope.js';
export { accountsRoutes as accountsModule } from './accounts.routes.js';
export { seedAccountLinks, seedCompany, seedCompanyOwner } from './accounts.seed.js';
export { users } from './accounts.service.js';
export type { AccountTable, CompanyTable } from './accounts.tables.js';
