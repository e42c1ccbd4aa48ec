import { AuditAction, AuditEntity, Code } from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { Actor } from '../../audit/index.js';
import { audit, auditedDelete, auditedUpdate, givenFields } from '../../audit/index.js';
import { assertUsersVisible, companyVisible, notExists } from '../shared/directory-scope.js';
import * as repo from './companies.repo.js';

type Company = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;

const audited = (c: Pick<Company, 'name' | 'owner_user_id' | 'status'>) => ({
  name: c.name,
  user_id: c.owner_user_id,
  status: c.status,
});

/** The company a change is about: it exists (10201); a non-administrator changes only one owning its accounts. */
async function target(db: DB, auth: AuthContext, companyId: number) {
  const company = await repo.findCompany(db, companyId);
  // one owning none of a non-administrator's accounts is not in its list: it is not there for it
  if (!company || !(await companyVisible(db, auth, companyId))) throw notExists('company', [companyId]);
  return company;
}

/** The owner must be a user the caller sees (10201 otherwise, as for one that does not exist). */
async function checkOwner(db: DB, auth: AuthContext, userId: number | null | undefined) {
  if (userId != null) await assertUsersVisible(db, auth, [userId]);
}

function nameTaken(error: unknown, name: string | undefined): never {
  if (isUniqueViolation(error))
    throw new AppError(Code.NAME_TAKEN, `company name "${name}" is taken`, { names: [name] });
  throw error;
}

export async function create(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: { name: string; user_id?: number | null },
) {
  await checkOwner(db, auth, input.user_id);
  const row = { name: input.name, owner_user_id: input.user_id ?? null };
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await repo.insertCompany(trx, row);
      await audit.record(trx, actor, {
        action: AuditAction.CREATE,
        entity: AuditEntity.COMPANY,
        id,
        name: row.name,
        after: audited({ ...row, status: 1 }),
      });
      return { id };
    });
  } catch (error) {
    nameTaken(error, input.name);
  }
}

/** Renames a company, changes its owner, or enables or disables it (a disabled one is offered to no new row). */
export async function edit(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  input: { id: number; name?: string; user_id?: number | null; status?: number },
) {
  const company = await target(db, auth, input.id);
  await checkOwner(db, auth, input.user_id);
  const patch = givenFields({ name: input.name, owner_user_id: input.user_id, status: input.status });
  try {
    await db.transaction().execute((trx) =>
      auditedUpdate(trx, actor, {
        entity: AuditEntity.COMPANY,
        row: company,
        name: company.name,
        patch,
        write: (p) => repo.updateCompany(trx, company.id, p),
        view: audited,
      }),
    );
  } catch (error) {
    nameTaken(error, input.name);
  }
  return { id: company.id };
}

/** Deletes a company that has no accounts and no users (COMPANY_IN_USE with both counts otherwise). */
export async function remove(db: DB, auth: AuthContext, actor: Actor, companyId: number) {
  const company = await target(db, auth, companyId);
  await db.transaction().execute(async (trx) => {
    const accounts = (await repo.companyAccountIds(trx, company.id)).length;
    const users = await repo.countCompanyUsers(trx, company.id);
    if (accounts || users) {
      throw new AppError(
        Code.COMPANY_IN_USE,
        `company ${company.name} still has ${accounts} account(s) and ${users} user(s)`,
        { id: company.id, accounts, users },
      );
    }
    await auditedDelete(trx, actor, AuditEntity.COMPANY, repo.deleteCompany, {
      id: company.id,
      name: company.name,
      before: audited(company),
    });
  });
  return null;
}
