import { AuditAction, AuditEntity, Code } from '@adconsole/contract';
import { accountScope, assertAccountsInScope, seesAccount } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { type Actor, audit, auditedDelete, auditedUpdate, givenFields } from '../audit/index.js';
import * as repo from './ad-accounts.repo.js';
import * as lookups from './lookups.repo.js';

// Advertiser-owned rows: a non-administrator sees and changes only rows of the accounts linked to it; a row of
// another account answers exactly like one that is not there.

/** Platform accounts of the caller's accounts; asking for an account outside the scope is refused. */
export function platformAccounts(db: DB, auth: AuthContext, filter: { account_id?: number; ad_platform_id?: number }) {
  if (filter.account_id !== undefined) assertAccountsInScope(auth, [filter.account_id]);
  return repo.listPlatformAccounts(db, accountScope(auth), filter);
}

const externalTaken = (externalId: string, platform: string) =>
  new AppError(Code.NAME_TAKEN, `external id "${externalId}" is already linked on ${platform}`, {
    names: [externalId],
  });

const view = (r: { ad_platform_id: number; account_id: number; name: string; external_id: string }) => ({
  ad_platform_id: r.ad_platform_id,
  account_id: r.account_id,
  name: r.name,
  external_id: r.external_id,
});

/**
 * Links an outside platform's account to one of the caller's advertiser accounts. The unique index on
 * (platform, external id) decides duplicates, so two concurrent creates cannot both succeed.
 */
export async function createPlatformAccount(
  db: DB,
  auth: AuthContext,
  actor: Actor,
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
    const id = await db.transaction().execute(async (trx) => {
      const id = await repo.insertPlatformAccount(trx, {
        ...input,
        create_user_id: auth.userId,
        create_time: Date.now(),
      });
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.PLATFORM_ACCOUNT,
        id,
        name: input.name,
        after: view(input),
      });
      return id;
    });
    return await repo.findPlatformAccount(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw externalTaken(input.external_id, platform.name);
    throw error;
  }
}

/** The platform account, if the caller may see it (its account in the caller's scope). */
async function visible(db: DB, auth: AuthContext, id: number) {
  const row = await repo.platformAccountById(db, id);
  if (!row || !seesAccount(auth, row.account_id)) {
    throw new AppError(Code.NOT_EXISTS, `ad platform account ${id} does not exist`, { ids: [id] });
  }
  return row;
}

/** Renames a platform account or corrects its external id; its platform and account stay. */
export async function editPlatformAccount(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  { id, ...fields }: { id: number; name?: string | undefined; external_id?: string | undefined },
) {
  const before = await visible(db, auth, id);
  const patch = givenFields(fields);
  try {
    await db.transaction().execute((trx) =>
      auditedUpdate(trx, actor, {
        entity: AuditEntity.PLATFORM_ACCOUNT,
        row: before,
        name: before.name,
        patch,
        write: (p) => repo.updatePlatformAccount(trx, id, p),
        view,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw externalTaken(patch.external_id ?? before.external_id, before.ad_platform_name);
    throw error;
  }
  return repo.findPlatformAccount(db, id);
}

/** Unlinks a platform account (nothing refers to one, so it is never refused). */
export async function deletePlatformAccount(db: DB, auth: AuthContext, actor: Actor, id: number) {
  const before = await visible(db, auth, id);
  await db.transaction().execute(async (trx) => {
    await auditedDelete(trx, actor, AuditEntity.PLATFORM_ACCOUNT, repo.deletePlatformAccount, {
      id,
      name: before.name,
      before: view(before),
    });
  });
  return { id };
}
