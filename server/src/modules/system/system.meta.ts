import type { DB } from '../../db/database.js';
import * as repo from './system.repo.js';

/** A value the server keeps about its database (the seed marks what it has written). */
export const readMeta = (db: DB, key: string): Promise<string | undefined> => repo.getMeta(db, key);

/** Keeps a value about the database. */
export const writeMeta = (db: DB, key: string, value: string): Promise<void> => repo.setMeta(db, key, value);
