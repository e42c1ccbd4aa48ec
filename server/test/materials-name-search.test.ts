import { randomBytes } from 'node:crypto';
import { MaterialLimits } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';
import { materialsWorld, type World } from './materials-helper.js';

// A name search matched by more materials than NAME_TOTAL_EXACT_MAX answers that many, flagged, with the right page.

let server: TestServer;
let w: World;
const BROAD = MaterialLimits.NAME_TOTAL_EXACT_MAX + 150;
/** The made materials' ids, newest first. */
let newestFirst: number[] = [];

beforeAll(async () => {
  server = await startServer();
  w = await materialsWorld(server);
  // copies of a demo image with names "Capword 0" … and rising creation times; one deleted copy matches nothing
  const model = await w.db.selectFrom('material').selectAll().where('type', '=', 1).executeTakeFirstOrThrow();
  const { id: _id, ...row } = model;
  const t0 = Date.now() + 60_000;
  const rows = Array.from({ length: BROAD }, (_, i) => ({
    ...row,
    name: `Capword ${i}`,
    md5: randomBytes(16).toString('hex'),
    status: i === BROAD - 1 ? -1 : 1,
    create_time: t0 + i * 1000,
    update_time: t0 + i * 1000,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await w.db
      .insertInto('material')
      .values(rows.slice(i, i + 200))
      .execute();
  newestFirst = (
    await w.db
      .selectFrom('material')
      .select('id')
      .where('name', 'like', 'Capword %')
      .where('status', '=', 1)
      .orderBy('create_time', 'desc')
      .execute()
  ).map((r) => r.id);
});
afterAll(() => server.destroy());

const ids = (list: { List: { id: number }[] }) => list.List.map((m) => m.id);

describe('a name search matched by many', () => {
  it('answers the cap as a lower bound, with the newest hits first', async () => {
    const data = (await w.list('admin', { name: 'capWORD', status: 1 })) as Awaited<ReturnType<World['list']>> & {
      TotalCapped?: boolean;
    };
    expect(data.Total).toBe(MaterialLimits.NAME_TOTAL_EXACT_MAX);
    expect(data.TotalCapped).toBe(true);
    expect(ids(data)).toEqual(newestFirst.slice(0, 10));
  });

  it('pages on in time order, oldest first too', async () => {
    const page3 = await w.list('admin', { name: 'capword', status: 1, page_no: 3, page_size: 20 });
    expect(ids(page3)).toEqual(newestFirst.slice(40, 60));
    const oldest = await w.list('admin', { name: 'capword', status: 1, time_sort: 2 });
    expect(ids(oldest)).toEqual(newestFirst.slice().reverse().slice(0, 10));
  });

  it('counts exactly again once the offset brings every hit within reach', async () => {
    const last = (await w.list('admin', { name: 'capword', status: 1, page_no: 100, page_size: 10 })) as {
      Total: number;
      TotalCapped?: boolean;
      List: { id: number }[];
    };
    expect(last.Total).toBe(BROAD - 1);
    expect(last.TotalCapped).toBeUndefined();
    expect(ids(last)).toEqual(newestFirst.slice(990, 1000));
  });

  it('a narrower text is counted exactly and unflagged', async () => {
    const narrow = (await w.list('admin', { name: 'capword 10', status: 1, page_size: 100 })) as {
      Total: number;
      TotalCapped?: boolean;
    };
    // "Capword 10", "Capword 100".."109", "Capword 1000".."1099"
    expect(narrow.Total).toBe(111);
    expect(narrow.TotalCapped).toBeUndefined();
  });

  it('combines with the other filters: no copy is a video', async () => {
    const some = await w.list('admin', { name: 'capword', status: 1, type: 2 });
    expect(some.Total).toBe(0);
  });
});
