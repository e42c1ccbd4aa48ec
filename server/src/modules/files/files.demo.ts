import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { insertFile } from './files.repo.js';
import type { FileTable } from './files.tables.js';

/** The demo seed's stored file: its row, as an upload writes it once its bytes are in storage. Answers its id. */
export const saveDemoFile = (db: DB, row: Insertable<FileTable>): Promise<number> => insertFile(db, row);
