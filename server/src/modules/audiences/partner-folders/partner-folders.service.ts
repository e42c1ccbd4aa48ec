import {
  AccountRelationType,
  AuditAction,
  AuditEntity,
  Code,
  type PartnerFolderCreateRequest,
  type PartnerFolderEditRequest,
  type PartnerFolderListQuery,
  type PartnerFolderPage,
} from '@adconsole/contract';
import { accountScope, accountsOutside, seesAccount } from '../../../core/account-scope.js';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import { checkLinkTarget } from '../../accounts/index.js';
import type { Actor } from '../../audit/index.js';
import { audit, auditedDelete } from '../../audit/index.js';
import * as repo from './partner-folders.repo.js';

// Who may read which partner folder: a source-2 package reads a file only from a folder mapped to all of its
// accounts. Administrators map folders to any account; a role granted the groups without being an administrator
// maps only its own accounts, and sees only folders of its accounts, the others' accounts counted but not named.

const notExists = (id: number) =>
  new AppError(Code.PARTNER_FOLDER_NOT_EXISTS, `partner folder mapping ${id} does not exist`, { id });

const taken = (folder: string) =>
  new AppError(Code.PARTNER_FOLDER_TAKEN, `the folder ${folder} is already mapped`, { folder });

function orTaken(folder: string) {
  return (error: unknown): never => {
    throw isUniqueViolation(error) ? taken(folder) : error;
  };
}

export async function list(db: DB, auth: AuthContext, query: PartnerFolderListQuery): Promise<PartnerFolderPage> {
  const scope = accountScope(auth);
  const page = await repo.list(db, query, scope);
  const accounts = await repo.accountsOf(
    db,
    page.list.map((f) => f.id),
  );
  return {
    total: page.total,
    list: page.list.map((f) => {
      const mine = accounts.filter((a) => a.partner_folder_id === f.id);
      const shown = mine.filter((a) => seesAccount(auth, a.account_id));
      return {
        id: f.id,
        folder: f.folder,
        accounts: shown.map(({ account_id, account_name }) => ({ account_id, account_name })),
        other_accounts: mine.length - shown.length,
        create_time: Number(f.create_time),
        update_time: Number(f.update_time),
      };
    }),
  };
}

/** The mapping, if the caller may see it: an administrator any, another only one mapped to one of its accounts. */
async function target(db: DB, auth: AuthContext, id: number) {
  const row = await repo.findById(db, id);
  const accountIds = row ? await repo.accountIdsOf(db, id) : [];
  if (!row || !accountIds.some((a) => seesAccount(auth, a))) throw notExists(id);
  return { row, accountIds };
}

export async function create(db: DB, auth: AuthContext, actor: Actor, body: PartnerFolderCreateRequest) {
  const accountIds = [...new Set(body.account_ids)];
  await checkLinkTarget(db, auth, AccountRelationType.SPECIFIED, accountIds);
  const now = Date.now();
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const id = await repo.insert(trx, body.folder, auth.userId, now);
      await repo.setAccounts(trx, id, accountIds);
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.PARTNER_FOLDER,
        id,
        name: body.folder,
        after: { folder: body.folder, account_ids: accountIds },
      });
      return id;
    })
    .catch(orTaken(body.folder));
  return { id };
}

/** Replaces the folder's accounts within the caller's scope; accounts outside it (another's) stay mapped. */
export async function edit(db: DB, auth: AuthContext, actor: Actor, body: PartnerFolderEditRequest) {
  const { row, accountIds: before } = await target(db, auth, body.id);
  const given = [...new Set(body.account_ids)];
  await checkLinkTarget(db, auth, AccountRelationType.SPECIFIED, given);
  const kept = accountsOutside(auth, before);
  const after = [...new Set([...kept, ...given])].sort((a, b) => a - b);
  await db.transaction().execute(async (trx) => {
    await repo.setAccounts(trx, row.id, after);
    await repo.touch(trx, row.id, Date.now());
    await audit.record(trx, actor, {
      action: AuditAction.UPDATE,
      entity: AuditEntity.PARTNER_FOLDER,
      id: row.id,
      name: row.folder,
      before: { folder: row.folder, account_ids: before },
      after: { folder: row.folder, account_ids: after },
    });
  });
  return { id: row.id };
}

/**
 * Unmaps a folder: its files are then read by no new package (packages made from it keep their sets). A
 * non-administrator removes only a folder mapped to its own accounts alone.
 */
export async function remove(db: DB, auth: AuthContext, actor: Actor, id: number) {
  const { row, accountIds } = await target(db, auth, id);
  const foreign = accountsOutside(auth, accountIds);
  if (foreign.length) {
    throw new AppError(Code.FORBIDDEN, `no operation permission: folder ${row.folder} is mapped to other accounts`, {
      ids: [row.id],
    });
  }
  await db.transaction().execute(async (trx) => {
    await auditedDelete(trx, actor, AuditEntity.PARTNER_FOLDER, repo.remove, {
      id: row.id,
      name: row.folder,
      before: { folder: row.folder, account_ids: accountIds },
    });
  });
  return { id: row.id };
}
