import type { Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { CompanyTable } from '../../accounts/index.js';

export function findCompany(db: DB, id: number) {
  return db
    .selectFrom('company')
    .select(['id', 'name', 'owner_user_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Ids of the company's accounts (a non-administrator changes only companies owning one of its accounts). */
export async function companyAccountIds(db: DB, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom('account').select('id').where('company_id', '=', companyId).execute();
  return rows.map((r) => r.id);
}

export async function insertCompany(db: DB, row: { name: string; owner_user_id: number | null }): Promise<number> {
  const r = await db
    .insertInto('company')
    .values({ ...row, create_time: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateCompany(db: DB, id: number, patch: Updateable<CompanyTable>): Promise<void> {
  await db.updateTable('company').set(patch).where('id', '=', id).execute();
}

export async function deleteCompany(db: DB, id: number): Promise<void> {
  await db.deleteFrom('company').where('id', '=', id).execute();
}

export async function countCompanyUsers(db: DB, companyId: number): Promise<number> {
  const r = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function userExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('app_user').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
