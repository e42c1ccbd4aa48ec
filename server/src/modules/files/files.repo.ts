import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { FileTable, StoredFile } from './files.tables.js';

export async function insertFile(db: DB, row: Insertable<FileTable>): Promise<number> {
  return (await db.insertInto('file').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function findFile(db: DB, id: number): Promise<StoredFile | undefined> {
  return db.selectFrom('file').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The files of `ids` that exist (for the materials module: an upload record names its file by id). */
export async function findFiles(db: DB, ids: readonly number[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('file')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

/**
 * Marks files as used by a material, so they are neither swept as orphans nor deletable; call it in the
 * transaction that saves the material. Answers how many of `ids` exist (and are now marked).
 */
export async function markFilesUsed(db: DB, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db
    .updateTable('file')
    .set({ used: 1 })
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function setThumbKey(db: DB, id: number, thumbKey: string | null): Promise<void> {
  await db.updateTable('file').set({ thumb_key: thumbKey }).where('id', '=', id).execute();
}

/** Deletes a file row only while no material uses it; answers whether it was deleted. */
export async function deleteUnusedFile(db: DB, id: number): Promise<boolean> {
  const r = await db.deleteFrom('file').where('id', '=', id).where('used', '=', 0).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Unused files created before `before`, oldest first. */
export function findOrphans(db: DB, before: number, limit: number): Promise<StoredFile[]> {
  return db
    .selectFrom('file')
    .selectAll()
    .where('used', '=', 0)
    .where('create_time', '<', before)
    .orderBy('create_time')
    .limit(limit)
    .execute();
}
