import { Code } from '@adconsole/contract';
import { accountScope, assertAccountsInScope } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import * as repo from './ad-accounts.repo.js';
import * as lookups from './lookups.repo.js';

// Advertiser-owned rows: a non-administrator sees and creates only rows of the accounts linked to it.

/** Platform accounts of the caller's accounts; asking for an account outside the scope is refused. */
export function platformAccounts(db: DB, auth: AuthContext, filter: { account_id?: number; ad_platform_id?: number }) {
  if (filter.account_id !== undefined) assertAccountsInScope(auth, [filter.account_id]);
  return repo.listPlatformAccounts(db, accountScope(auth), filter);
}

/**
 * Links an outside platform's account to one of the caller's advertiser accounts. The unique index on
 * (platform, external id) decides duplicates, so two concurrent creates cannot both succeed.
 */
export async function createPlatformAccount(
  db: DB,
  auth: AuthContext,
  input: { ad_platform_id: number; account_id: number; name: string; external_id: string },
) {
  assertAccountsInScope(auth, [input.account_id]);
  const [account, platform] = await Promise.all([
    repo.findAccount(db, input.account_id),
    lookups.findAdPlatform(db, input.ad_platform_id),
  ]);
  if (!account) {
    throw new AppError(Code.NOT_EXISTS, `account ${input.account_id} does not exist`, { ids: [input.account_id] });
  }
  if (!platform) {
    throw new AppError(Code.NOT_EXISTS, `ad platform ${input.ad_platform_id} does not exist`, {
      ids: [input.ad_platform_id],
    });
  }
  try {
    const id = await repo.insertPlatformAccount(db, {
      ...input,
      create_user_id: auth.userId,
      create_time: Date.now(),
    });
    return await repo.findPlatformAccount(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(Code.NAME_TAKEN, `external id "${input.external_id}" is already linked on ${platform.name}`, {
        names: [input.external_id],
      });
    }
    throw error;
  }
}
