import Sqlite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';

interface T {
  item: { id: number; kind: number; name: string; size: number; owner: number | null };
}

/** A dialect that answers no rows and keeps every query it was sent. */
function recording(engine: 'sqlite' | 'postgres') {
  const sent: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (q) => {
      sent.push(q);
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error('no streams');
    },
  };
  const pg = engine === 'postgres';
  const dialect: Dialect = {
    createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
    createDriver: () => Object.assign(new DummyDriver(), { acquireConnection: async () => connection }),
    createIntrospector: (db) => (pg ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
    createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
  };
  return { db: new Kysely<T>({ dialect }), sent };
}

type Filter = { kind?: number; ids?: number[]; from?: number; to?: number; name?: string; owner?: number | null };

const items = compiledOnce((db: Kysely<T>, s: { dir: 'asc' | 'desc' }, f: Filter) => {
  let q = db.selectFrom('item').select(['id', 'name']).where('size', '>', 1);
  if (f.kind !== undefined) q = q.where('kind', '=', f.kind);
  if (f.ids?.length) q = q.where('id', 'in', f.ids);
  if (f.from !== undefined) q = q.where('size', '>=', f.from);
  if (f.to !== undefined) q = q.where('size', '<=', f.to);
  if (f.name) q = q.where(sql<boolean>`lower(name) = lower(${f.name})`);
  if (f.owner !== undefined) q = q.where('owner', f.owner === null ? 'is' : '=', f.owner);
  return q.orderBy('id', s.dir);
});

const CALLS: [{ dir: 'asc' | 'desc' }, Filter][] = [
  [{ dir: 'asc' }, {}],
  [{ dir: 'desc' }, { kind: 2, from: 10, to: 20 }],
  [{ dir: 'desc' }, { kind: 3, from: 30, to: 40 }],
  [{ dir: 'desc' }, { kind: 3, from: 0, to: 40 }],
  [{ dir: 'asc' }, { ids: [7, 8, 9], to: 5, name: 'Ab' }],
  [{ dir: 'asc' }, { ids: [4, 5, 6], to: 6, name: 'cd' }],
  [{ dir: 'asc' }, { ids: [4, 0], name: '' }],
  [{ dir: 'asc' }, { owner: null }],
  [{ dir: 'asc' }, { owner: 12, from: 3 }],
  [{ dir: 'asc' }, { owner: 13, from: 4, ids: [1] }],
];

describe('compiledOnce', () => {
  for (const engine of ['sqlite', 'postgres'] as const) {
    it(`sends what Kysely would compile from the call's own values (${engine})`, async () => {
      const { db, sent } = recording(engine);
      // twice over: the second round runs every shape from the cache
      for (const [shape, filter] of [...CALLS, ...CALLS]) {
        await items(db, shape, filter);
        await items.direct(db, shape, filter);
        const [cached, direct] = sent.splice(0);
        expect(cached!.sql).toBe(direct!.sql);
        expect(cached!.parameters).toEqual(direct!.parameters);
      }
    });
  }

  it('numbers the parameters of PostgreSQL in order', async () => {
    const { db, sent } = recording('postgres');
    await items(db, { dir: 'desc' }, { kind: 1, from: 2, to: 3 });
    await items(db, { dir: 'desc' }, { kind: 4, from: 5, to: 6 });
    expect(sent[1]!.sql).toContain('"kind" = $2 and "size" >= $3 and "size" <= $4');
    expect(sent[1]!.parameters).toEqual([1, 4, 5, 6]);
  });

  it('answers as the query does, on a database and in a transaction', async () => {
    const db = new Kysely<T>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
    await db.schema
      .createTable('item')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'integer')
      .addColumn('name', 'text')
      .addColumn('size', 'integer')
      .addColumn('owner', 'integer')
      .execute();
    const rows = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      kind: i % 4,
      name: i % 3 ? `N${i}` : `ab`,
      size: i,
      owner: i % 5 ? i % 5 : null,
    }));
    await db.insertInto('item').values(rows).execute();
    for (const [shape, filter] of [...CALLS, ...CALLS]) {
      expect(await items(db, shape, filter)).toEqual(await items.direct(db, shape, filter));
    }
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('item').set({ kind: 2 }).where('id', '=', 15).execute();
      expect((await items(trx, { dir: 'asc' }, { kind: 2, from: 14, to: 16 })).map((r) => r.id)).toEqual([15]);
    });
    expect((await items(db, { dir: 'asc' }, { kind: 2, from: 10, to: 20 })).map((r) => r.id)).toEqual([11, 15, 19]);
    await db.destroy();
  });

  it('refuses a build that reads a bound value', async () => {
    const { db } = recording('sqlite');
    const read = compiledOnce((d: Kysely<T>, _: object, p: { size: number }) =>
      d
        .selectFrom('item')
        .select('id')
        .limit(p.size * 2),
    );
    await expect(read(db, {}, { size: 5 })).rejects.toThrow(/value of "size" was read/);
    const pattern = compiledOnce((d: Kysely<T>, _: object, p: { name: string }) =>
      d.selectFrom('item').select('id').where('name', 'like', `%${p.name}%`),
    );
    await expect(pattern(db, {}, { name: 'x' })).rejects.toThrow(/value of "name" was read/);
  });

  it('refuses a build that leaves a value unbound', async () => {
    const { db } = recording('sqlite');
    const unbound = compiledOnce((d: Kysely<T>, _: object, p: { kind: number; size: number }) =>
      d.selectFrom('item').select('id').where('kind', '=', p.kind),
    );
    await expect(unbound(db, {}, { kind: 1, size: 2 })).rejects.toThrow(/"size" is not bound/);
  });

  it('refuses values it cannot key', async () => {
    const { db } = recording('sqlite');
    const when = compiledOnce((d: Kysely<T>, _: object, p: { at: number }) =>
      d.selectFrom('item').select('id').where('size', '=', p.at),
    );
    // the types refuse it too
    await expect(when(db, {}, { at: new Date() as unknown as number })).rejects.toThrow(/cannot bind object/);
  });
});
