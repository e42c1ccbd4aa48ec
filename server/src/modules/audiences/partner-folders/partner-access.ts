import { AudienceSource, Code, VisibilityScope } from '@adconsole/contract';
import { seesAccount } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import type { PartnerDrop } from '../audiences.drop.js';
import * as repo from './partner-folders.repo.js';

/**
 * The gate of every read of a partner file: a package may read a source-2 path
 * only when the path's folder is mapped to every account of the package, and the caller (null: a job, acting for
 * the package made earlier) may use one of the folder's accounts. A file that is not the caller's is answered as
 * one that is not there: the drop is not even asked, so neither the answer nor its work tells them apart.
 */
async function mayRead(db: DB, drop: PartnerDrop, auth: AuthContext | null, accounts: number[], path: string) {
  const folder = drop.folderOf(path);
  if (!folder || !accounts.length) return false;
  const mapped = await repo.accountIdsOfFolder(db, folder);
  if (!accounts.every((a) => mapped.includes(a))) return false;
  return !auth || mapped.some((a) => seesAccount(auth, a));
}

/** The size of a partner file the caller may read for a package of `accounts`, or null (not there, or not theirs). */
export async function headPartnerFile(
  deps: { db: DB; drop: PartnerDrop },
  auth: AuthContext | null,
  accounts: number[],
  path: string,
): Promise<{ size: number } | null> {
  return (await mayRead(deps.db, deps.drop, auth, accounts, path)) ? deps.drop.head(path) : null;
}

/** Opens a partner file for a package of `accounts` (the import job), or null (not there, or no longer mapped). */
export async function openPartnerFile(deps: { db: DB; drop: PartnerDrop }, accounts: number[], path: string) {
  return (await mayRead(deps.db, deps.drop, null, accounts, path)) ? deps.drop.open(path) : null;
}

/**
 * A partner's file makes a package of linked accounts only, each mapped to the file's folder: "all accounts" would
 * hand it to tenants the folder is not mapped to. Refused by the request alone, before any path is looked at.
 */
export function assertPartnerScope(source: number, scope: number): void {
  if (source === AudienceSource.STORAGE && scope !== VisibilityScope.SPECIFIED) {
    throw new AppError(
      Code.AUDIENCE_PARTNER_SCOPE,
      "a partner's file makes a package of linked accounts only, each mapped to the file's folder",
      { visibility_scope: scope },
    );
  }
}
