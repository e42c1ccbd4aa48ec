import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { testDatabase } from './helper.js';

// Migration 20261123_0010 over apps made before it: every ad_app row and id stays, each gets one link to its own
// account, and the one-package-per-store index is made only when the rows allow it.

const BEFORE = '20261123_0005_audience_uploads';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function databaseBefore(apps: [string, number][]) {
  const made = await testDatabase();
  const handle = openDatabase(made.env.DATABASE_URL ?? null, made.dataDir);
  cleanups.push(async () => {
    await handle.close();
    await made.drop();
  });
  const db = handle.db;
  await migrateTo(db, BEFORE);
  const legacy = db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
  const account = await legacy
    .insertInto('account')
    .values({ account_name: 'Old Account', create_time: 1000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [k, [pkg, store]] of apps.entries()) {
    const row = await legacy
      .insertInto('ad_app')
      .values({
        account_id: account.id,
        name: `Old ${k}`,
        pkg_name: pkg,
        app_store: store,
        platform: 1,
        create_time: 5000 + k,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id as number);
  }
  return { db, accountId: account.id as number, ids };
}

describe('migration 20261123_0010 (promotion apps)', () => {
  it('keeps every app and id, links each to its account, and holds one package per store from then on', async () => {
    const { db, accountId, ids } = await databaseBefore([
      ['com.old.one', 1],
      ['com.old.one', 2],
    ]);
    await migrateToLatest(db);
    const apps = await db.selectFrom('ad_app').selectAll().orderBy('id').execute();
    expect(apps.map((a) => [a.id, a.status, a.update_time, a.promotion_type, a.version])).toEqual([
      [ids[0], 1, 5000, 1, ''],
      [ids[1], 1, 5001, 1, ''],
    ]);
    const links = await db.selectFrom('promotion_app_account').selectAll().orderBy('id').execute();
    expect(links.map((l) => [l.promotion_app_id, l.account_id, l.app_store, l.pkg_name, l.create_time])).toEqual([
      [ids[0], accountId, 1, 'com.old.one', 5000],
      [ids[1], accountId, 2, 'com.old.one', 5001],
    ]);
    // the second app moved into the first one's store: the index refuses it
    const again = db.updateTable('promotion_app_account').set({ app_store: 1 }).where('promotion_app_id', '=', ids[1]!);
    await expect(again.execute()).rejects.toThrow();
  });

  it('migrates rows that already repeat a package in a store, leaving the index out', async () => {
    const { db, ids } = await databaseBefore([
      ['com.old.twice', 1],
      ['com.old.twice', 1],
    ]);
    await migrateToLatest(db);
    const links = await db.selectFrom('promotion_app_account').select('promotion_app_id').orderBy('id').execute();
    expect(links.map((l) => l.promotion_app_id)).toEqual(ids);
  });
});
