import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { insertTag } from './tags.repo.js';
import type { TagTable } from './tags.tables.js';

/** A demo tag, without the add call's checks and audit entry (the seed makes a database no one has used yet). */
export const saveDemoTag = (db: DB, row: Insertable<TagTable>): Promise<number> => insertTag(db, row);
