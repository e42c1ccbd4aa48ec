import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/database.js';
import { prune } from '../src/modules/audit/audit.service.js';
import { startServer, type TestServer } from './helper.js';

// Audit retention (AUDIT_RETENTION_DAYS): a recurring job prunes the entries past the retention, batch by batch so a
// first prune over months of entries does not hold the server (core/in-batches.ts).

let server: TestServer;
let db: DB;
beforeAll(async () => {
  server = await startServer();
  db = server.database.db;
});
afterAll(() => server.destroy());

const DAY = 24 * 3600_000;
const count = async () =>
  Number(
    (
      await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Entries of the orphan sweep written `daysAgo` days back, one a millisecond apart. */
async function oldEntries(n: number, daysAgo: number): Promise<void> {
  const time = Date.now() - daysAgo * DAY;
  await db
    .insertInto('audit_log')
    .values(
      Array.from({ length: n }, (_, i) => ({
        time: time + i,
        actor_id: null,
        actor_name: 'files.orphan-sweep',
        actor_kind: 'system',
        job_id: 1,
        ip: null,
        user_agent: null,
        call: 'job:files.orphan-sweep',
        action: 'delete',
        entity_kind: 'file',
        entity_id: 100 + i,
        entity_name: `old-${i}.jpg`,
        changes: null,
      })),
    )
    .execute();
}

describe('audit retention', () => {
  it('is a recurring job, and prunes the entries older than the retention only', async () => {
    const job = await db.selectFrom('job').select('kind').where('kind', '=', 'audit.prune').execute();
    expect(job).toHaveLength(1);
    await oldEntries(1, 40);
    await oldEntries(1, 20);
    const before = await count();
    expect(await prune(db, 30)).toBe(1);
    expect(await count()).toBe(before - 1);
  });

  it('prunes batch by batch until none is left past the retention, the newer entries kept', async () => {
    await oldEntries(5, 40);
    const before = await count();
    // batches of 2: three statements (2, 2, 1), each a turn of its own for the calls in between (core/in-batches.ts)
    expect(await prune(db, 30, Date.now(), 2)).toBe(5);
    expect(await count()).toBe(before - 5);
    const left = db
      .selectFrom('audit_log')
      .select('id')
      .where('time', '<', Date.now() - 30 * DAY);
    expect(await left.execute()).toEqual([]);
  });
});
