import { type AuthContext, accountScope } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import * as repo from './apps.repo.js';

/** Advertiser apps of the caller's accounts. */
export function adApps(db: DB, auth: AuthContext) {
  return repo.listAdApps(db, accountScope(auth));
}
