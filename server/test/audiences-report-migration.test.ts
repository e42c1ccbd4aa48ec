import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261126_0240 over import reports stored before it: their samples held the raw lines of the
// file; each becomes its line number, the kind it looked like and the masked form the import now writes.

const BEFORE = '20261123_0040_ads';

describe('migration 20261126_0240 (partner folders, masked report samples)', () => {
  it('rewrites every stored sample to line, kind and masked form, keeping the rest of the report', async () => {
    const { db, legacy, insert } = await databaseBefore(BEFORE);
    const cluster = await insert('user_cluster', {
      name: 'Old package',
      name_key: 'old package',
      data_type: 3,
      encryption: 3,
      source: 2,
      path: 'somewhere/file.txt',
      account_relation_type: 1,
      status: 3,
      create_time: 1,
      update_time: 1,
    });
    const md5 = '0cc175b9c0f1b6a831c399e269772661';
    const secret = 'api_token=sk_live_51H8xYzSecretValue';
    const cut = `${'x'.repeat(76)}abcd`;
    const report = {
      expected_kind: 'sha256',
      lines_read: 4,
      valid: 0,
      invalid: 4,
      invalid_samples: [
        { line: 1, text: secret },
        { line: 2, text: md5 },
        { line: 3, text: 'n/a' },
        { line: 4, text: cut },
      ],
      count: 0,
    };
    await legacy
      .insertInto('user_cluster_import')
      .values({ user_cluster_id: cluster, report: JSON.stringify(report), create_time: 1 })
      .execute();

    await migrateToLatest(db);

    const row = await db
      .selectFrom('user_cluster_import')
      .select('report')
      .where('user_cluster_id', '=', cluster)
      .executeTakeFirstOrThrow();
    const after = JSON.parse(row.report);
    expect(after).toMatchObject({ expected_kind: 'sha256', lines_read: 4, invalid: 4, count: 0 });
    expect(after.invalid_samples).toEqual([
      { line: 1, kind: null, masked: `api_${'*'.repeat(secret.length - 6)}ue` },
      { line: 2, kind: 'md5', masked: `0cc1${'*'.repeat(26)}61` },
      { line: 3, kind: null, masked: '***' },
      // a sample cut at 80 characters: its end was not the line's, so only its start shows
      { line: 4, kind: null, masked: `xxxx${'*'.repeat(76)}` },
    ]);
    expect(row.report).not.toContain(secret);
    expect(row.report).not.toContain(md5);
  });
});
