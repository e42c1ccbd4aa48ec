import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261123_0010 over apps made before it: every ad_app row and id stays, each gets one link to its own
// account, and the one-package-per-store index is made only when the rows allow it.

const BEFORE = '20261123_0005_audience_uploads';

/** A database before the migration holding one account and the apps given (package, store), in order. */
async function appsBefore(apps: [string, number][]) {
  const { db, insert } = await databaseBefore(BEFORE);
  const accountId = await insert('account', { account_name: 'Old Account', create_time: 1000 });
  const ids: number[] = [];
  for (const [k, [pkg, store]] of apps.entries()) {
    ids.push(
      await insert('ad_app', {
        account_id: accountId,
        name: `Old ${k}`,
        pkg_name: pkg,
        app_store: store,
        platform: 1,
        create_time: 5000 + k,
      }),
    );
  }
  return { db, accountId, ids };
}

describe('migration 20261123_0010 (promotion apps)', () => {
  it('keeps every app and id, links each to its account, and holds one package per store from then on', async () => {
    const { db, accountId, ids } = await appsBefore([
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
    const { db, ids } = await appsBefore([
      ['com.old.twice', 1],
      ['com.old.twice', 1],
    ]);
    await migrateToLatest(db);
    const links = await db.selectFrom('promotion_app_account').select('promotion_app_id').orderBy('id').execute();
    expect(links.map((l) => l.promotion_app_id)).toEqual(ids);
  });
});
