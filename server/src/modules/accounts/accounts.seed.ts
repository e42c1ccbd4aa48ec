import type { DB } from '../../db/database.js';
import * as repo from './accounts.repo.js';

// Companies and users' account links as the first start and the demo seed write them, without audit entries (nobody
// is signed in yet).

/** A company; answers its id. */
export const seedCompany = (db: DB, name: string): Promise<number> => repo.insertCompany(db, name);

/** A company's owner. */
export const seedCompanyOwner = (db: DB, companyId: number, userId: number): Promise<void> =>
  repo.setCompanyOwner(db, companyId, userId);

/** The accounts a user may use. */
export const seedAccountLinks = (db: DB, userId: number, accountIds: number[]): Promise<void> =>
  repo.linkAccounts(db, userId, accountIds);
