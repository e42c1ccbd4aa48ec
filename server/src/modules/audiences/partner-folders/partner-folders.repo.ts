import type { PartnerFolderListQuery } from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import { idList } from '../../../db/id-list.js';
import { paged } from '../../../db/paged.js';
import { containsText } from '../../../db/text-search.js';

/** One page of mappings, by folder name; `scope` (null: all) keeps folders mapped to one of those accounts. */
export function list(db: DB, query: PartnerFolderListQuery, scope: readonly number[] | null) {
  let q = db.selectFrom('partner_folder as f').select(['f.id', 'f.folder', 'f.create_time', 'f.update_time']);
  if (query.folder) q = q.where(containsText('f.folder', query.folder));
  const accounts = scope ?? null;
  for (const filter of [accounts, query.account_id === undefined ? null : [query.account_id]]) {
    if (!filter) continue;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('partner_folder_account as m')
          .select('m.account_id')
          .whereRef('m.partner_folder_id', '=', 'f.id')
          .where('m.account_id', 'in', idList(filter)),
      ),
    );
  }
  return paged(q.orderBy('f.folder'), query);
}

/** The accounts of the folders, with their names. */
export function accountsOf(db: DB, folderIds: number[]) {
  return db
    .selectFrom('partner_folder_account as m')
    .innerJoin('account as a', 'a.id', 'm.account_id')
    .select(['m.partner_folder_id', 'a.id as account_id', 'a.account_name'])
    .where('m.partner_folder_id', 'in', idList(folderIds))
    .orderBy('a.id')
    .execute();
}

export function findById(db: DB, id: number) {
  return db.selectFrom('partner_folder').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of the accounts a folder (by name) is mapped to; none when it is not mapped. */
export async function accountIdsOfFolder(db: DB, folder: string): Promise<number[]> {
  const rows = await db
    .selectFrom('partner_folder_account as m')
    .innerJoin('partner_folder as f', 'f.id', 'm.partner_folder_id')
    .select('m.account_id')
    .where('f.folder', '=', folder)
    .execute();
  return rows.map((r) => r.account_id);
}

export async function accountIdsOf(db: DB, folderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('partner_folder_account')
    .select('account_id')
    .where('partner_folder_id', '=', folderId)
    .orderBy('account_id')
    .execute();
  return rows.map((r) => r.account_id);
}

export async function insert(db: DB, folder: string, creatorId: number | null, now: number): Promise<number> {
  const row = await db
    .insertInto('partner_folder')
    .values({ folder, creator_id: creatorId, create_time: now, update_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function touch(db: DB, id: number, now: number): Promise<void> {
  await db.updateTable('partner_folder').set({ update_time: now }).where('id', '=', id).execute();
}

export async function setAccounts(db: DB, folderId: number, accountIds: number[]): Promise<void> {
  await db.deleteFrom('partner_folder_account').where('partner_folder_id', '=', folderId).execute();
  if (accountIds.length) {
    await db
      .insertInto('partner_folder_account')
      .values(accountIds.map((account_id) => ({ partner_folder_id: folderId, account_id })))
      .execute();
  }
}

export async function remove(db: DB, id: number): Promise<void> {
  await db.deleteFrom('partner_folder_account').where('partner_folder_id', '=', id).execute();
  await db.deleteFrom('partner_folder').where('id', '=', id).execute();
}
