import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';
import { materialsWorld, type World } from './materials-helper.js';

// POST /v1/material/list by exact size (the material picker's width × height filter, issue 29 point 10), alone,
// with the ratio (scale), and on the filter-index route (an account asked for).

let server: TestServer;
let w: World;

beforeAll(async () => {
  server = await startServer();
  w = await materialsWorld(server);
});
afterAll(() => server.destroy());

const ids = (list: { List: { id: number }[] }) => list.List.map((m) => m.id).sort((a, b) => a - b);

/** The most common size among the active images, with the rows that have it, straight from the table. */
async function commonSize() {
  const rows = await w.db
    .selectFrom('material')
    .select(['id', 'width', 'height', 'scale'])
    .where('status', '=', 1)
    .where('type', '=', 1)
    .execute();
  const counts = new Map<string, typeof rows>();
  for (const row of rows)
    counts.set(`${row.width}x${row.height}`, [...(counts.get(`${row.width}x${row.height}`) ?? []), row]);
  const [, same] = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { width: same[0]!.width, height: same[0]!.height, rows: same, all: rows };
}

describe('material list by size', () => {
  it('answers exactly the materials of that width and height, and combines with the ratio', async () => {
    const size = await commonSize();
    // the demo library has more than one size, so the filter has something to leave out
    expect(size.rows.length).toBeLessThan(size.all.length);
    const sized = await w.list('admin', { type: 1, width: size.width, height: size.height, page_size: 100 });
    expect(sized.Total).toBe(size.rows.length);
    expect(ids(sized)).toEqual(size.rows.map((r) => r.id).sort((a, b) => a - b));
    const wide = await w.list('admin', { type: 1, width: size.width, page_size: 100 });
    expect(wide.List.every((m) => m.width === size.width)).toBe(true);
    expect(wide.Total).toBe(size.all.filter((r) => r.width === size.width).length);
    const both = await w.list('admin', { type: 1, width: size.width, height: size.height, scale: size.rows[0]!.scale });
    expect(both.Total).toBe(size.rows.length);
    const other = size.all.find((r) => r.scale !== size.rows[0]!.scale);
    if (other) {
      const none = await w.list('admin', { type: 1, width: size.width, height: size.height, scale: other.scale });
      expect(none.Total).toBe(0);
    }
  });

  it('filters by size on the filter-index route too (an account asked for)', async () => {
    const links = await w.db
      .selectFrom('material_account as ma')
      .innerJoin('material as m', 'm.id', 'ma.material_id')
      .select(['ma.account_id', 'm.id', 'm.width', 'm.height'])
      .where('m.status', '=', 1)
      .execute();
    const first = links[0]!;
    const expected = links
      .filter((l) => l.account_id === first.account_id && l.width === first.width && l.height === first.height)
      .map((l) => l.id)
      .sort((a, b) => a - b);
    const list = await w.list('admin', {
      account_id: first.account_id,
      width: first.width,
      height: first.height,
      page_size: 100,
    });
    expect(ids(list)).toEqual(expected);
  });

  it('treats empty sizes as no filter and refuses a size that is not a positive whole number, naming it', async () => {
    const all = await w.list('admin', { type: 1 });
    expect((await w.list('admin', { type: 1, width: '', height: null })).Total).toBe(all.Total);
    for (const [query, field] of [
      [{ width: 0 }, 'width'],
      [{ height: -3 }, 'height'],
      [{ width: 1.5 }, 'width'],
    ] as const) {
      const res = await w.call('admin', 'POST', '/v1/material/list', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().data.errors[0].field).toBe(field);
    }
  });
});
