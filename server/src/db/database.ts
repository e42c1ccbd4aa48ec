import fs from 'node:fs';
import path from 'node:path';
import { Kysely } from 'kysely';
import { createDialect, type DialectName } from './dialect.js';
import type { Database } from './schema.js';

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: DialectName;
  close: () => Promise<void>;
}

/** Opens the SQLite file under dataDir, or PostgreSQL when a URL is given. */
export function openDatabase(databaseUrl: string | null, dataDir: string): DatabaseHandle {
  if (!databaseUrl) fs.mkdirSync(dataDir, { recursive: true });
  const { dialect, name } = createDialect(databaseUrl, path.join(dataDir, 'adconsole.sqlite'));
  const db = new Kysely<Database>({ dialect });
  return { db, dialect: name, close: () => db.destroy() };
}
