/** Advertiser accounts: the option lists every screen uses (the shared account scope is account-scope.ts). */
export { accountsRoutes as accountsModule } from './accounts.routes.js';
