import type { Kysely } from 'kysely';
import { onTestFinished } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrateTo } from '../src/db/migrate.js';
import { testDatabase } from './helper.js';

/** Tables as they stood before a migration: the current types do not describe them, so rows are loose records. */
type Legacy = Kysely<Record<string, Record<string, unknown>>>;

/**
 * A fresh database migrated up to `before` (the migration under test not yet run), closed and dropped when the test
 * ends. `insert` writes a row as the old schema had it and answers its id; `legacy` writes anything else.
 */
export async function databaseBefore(before: string) {
  const made = await testDatabase();
  const handle = openDatabase(made.env.DATABASE_URL ?? null, made.dataDir);
  onTestFinished(async () => {
    await handle.close();
    await made.drop();
  });
  const db = handle.db;
  await migrateTo(db, before);
  const legacy = db as unknown as Legacy;
  const insert = async (table: string, values: Record<string, unknown>) =>
    (await legacy.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
  return { db, legacy, insert };
}
