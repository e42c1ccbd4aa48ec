/**
 * Generates the list benchmark's data set into a freshly migrated database: ACCOUNTS advertiser accounts, TAGS
 * creative tags, N materials (3 tags each; 20% for all accounts, the rest linked to one account, 15% of those to a
 * second), then the list's filter index in one statement. The same seeded generator feeds both engines.
 */
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { openDatabase, rebuildFacets, seededRandom } from '../../server/src/public-engine.js';

export const ACCOUNTS = 100;
export const TAGS = 200;
const CHUNK = 20_000;
const DAY = 86_400_000;

export const ADJECTIVES = [
  'summer',
  'winter',
  'golden',
  'rapid',
  'silent',
  'bright',
  'cosmic',
  'urban',
  'lucky',
  'brave',
  'fresh',
  'happy',
  'mega',
  'royal',
  'smart',
  'sunny',
  'wild',
  'crystal',
  'neon',
  'classic',
  'epic',
  'super',
  'little',
  'grand',
  'magic',
  'ocean',
  'secret',
  'silver',
  'swift',
  'vivid',
  'amber',
  'arctic',
  'candy',
  'daily',
  'electric',
  'frozen',
  'gentle',
  'hidden',
  'iron',
  'jolly',
];
export const NOUNS = [
  'banner',
  'quest',
  'sale',
  'hero',
  'garden',
  'rocket',
  'kitchen',
  'wallet',
  'puzzle',
  'racer',
  'studio',
  'market',
  'journey',
  'castle',
  'dragon',
  'festival',
  'harbor',
  'island',
  'jungle',
  'knight',
  'legend',
  'meadow',
  'nebula',
  'orchard',
  'planet',
  'river',
  'safari',
  'temple',
  'valley',
  'voyage',
  'arcade',
  'bakery',
  'canvas',
  'desert',
  'empire',
  'forest',
  'galaxy',
  'horizon',
  'lantern',
  'mirror',
];
const SCALES: [string, number, number, number][] = [
  ['1.91:1', 1200, 628, 1],
  ['1:1', 1080, 1080, 3],
  ['16:9', 1280, 720, 1],
  ['9:16', 720, 1280, 2],
];

interface Rows {
  material: unknown[][];
  account: [number, number][];
  tag: [number, number][];
}

const MATERIAL_COLS = [
  'id',
  'name',
  'type',
  'download_url',
  'size',
  'format',
  'width',
  'height',
  'scale',
  'screen_type',
  'md5',
  'status',
  'source',
  'creator_id',
  'account_relation_type',
  'third_examine_status',
  'create_time',
  'update_time',
];
const PG_TYPES = [
  'int',
  'text',
  'int',
  'text',
  'bigint',
  'text',
  'int',
  'int',
  'text',
  'int',
  'text',
  'int',
  'int',
  'int',
  'int',
  'int',
  'bigint',
  'bigint',
];

/** Materials [from, to) with their account and tag links; ids and tag ids are 1-based. */
function makeRows(
  rand: () => number,
  from: number,
  to: number,
  firstTag: number,
  creator: number,
  start: number,
): Rows {
  const rows: Rows = { material: [], account: [], tag: [] };
  for (let id = from; id < to; id++) {
    const type = rand() < 0.85 ? 1 : 2;
    const [scale, w, h, screen] = SCALES[Math.floor(rand() * SCALES.length)]!;
    const global = rand() < 0.2;
    const name = `${ADJECTIVES[Math.floor(rand() * ADJECTIVES.length)]} ${NOUNS[Math.floor(rand() * NOUNS.length)]} ${id}`;
    const time = start + id * 2000;
    rows.material.push([
      id,
      name,
      type,
      `/files/${id.toString(16).padStart(32, '0')}.${type === 1 ? 'jpg' : 'mp4'}`,
      20_000 + Math.floor(rand() * 500_000),
      type === 1 ? 'jpg' : 'mp4',
      w,
      h,
      scale,
      screen,
      id.toString(16).padStart(32, '0'),
      rand() < 0.97 ? 1 : -1,
      rand() < 0.9 ? 1 : 2,
      creator,
      global ? 1 : 2,
      rand() < 0.9 ? 1 : 2 + Math.floor(rand() * 3),
      time,
      time,
    ]);
    if (!global) {
      const a = 1 + Math.floor(rand() * ACCOUNTS);
      rows.account.push([id, a]);
      if (rand() < 0.15) rows.account.push([id, 1 + ((a + Math.floor(rand() * (ACCOUNTS - 1))) % ACCOUNTS)]);
    }
    const tags = new Set<number>();
    while (tags.size < 3) tags.add(firstTag + Math.floor(rand() * TAGS));
    for (const t of tags) rows.tag.push([id, t]);
  }
  return rows;
}

export interface Generated {
  ms: number;
  accountIds: number[];
  tagIds: number[];
}

async function insertCatalogue(run: (sql: string, params: unknown[]) => Promise<number>, now: number) {
  const accountIds: number[] = [];
  for (let i = 1; i <= ACCOUNTS; i++) {
    accountIds.push(
      await run('insert into account (account_name, create_time) values ($1, $2) returning id', [
        `Bench Account ${String(i).padStart(3, '0')}`,
        now,
      ]),
    );
  }
  const theme = await run(
    `insert into tag (module, level, parent_id, name, name_key, create_time, update_time)
     values (2, 1, 0, 'Bench', 'bench', $1, $1) returning id`,
    [now],
  );
  const tagIds: number[] = [];
  for (let c = 0; c < 10; c++) {
    const cat = await run(
      `insert into tag (module, level, parent_id, name, name_key, create_time, update_time)
       values (2, 2, $1, $2, $2, $3, $3) returning id`,
      [theme, `cat${c}`, now],
    );
    for (let t = 0; t < TAGS / 10; t++) {
      tagIds.push(
        await run(
          `insert into tag (module, level, parent_id, name, name_key, create_time, update_time)
         values (2, 3, $1, $2, $2, $3, $3) returning id`,
          [cat, `tag${c}-${t}`, now],
        ),
      );
    }
  }
  return { accountIds, tagIds };
}

/** Fills a migrated SQLite file; answers the time taken and the ids made. */
export async function generateSqlite(file: string, n: number, creator: number): Promise<Generated> {
  const t0 = Date.now();
  const db = new Sqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const now = Date.now();
  const { accountIds, tagIds } = await insertCatalogue(
    async (text, params) =>
      Number(
        (
          db
            .prepare(text.replace(/\$(\d+)/g, '@p$1'))
            .get(Object.fromEntries(params.map((p, i) => [`p${i + 1}`, p]))) as { id: number }
        ).id,
      ),
    now,
  );
  const m = db.prepare(
    `insert into material (${MATERIAL_COLS.join(',')}) values (${MATERIAL_COLS.map(() => '?').join(',')})`,
  );
  const ma = db.prepare('insert into material_account (material_id, account_id) values (?, ?)');
  const mt = db.prepare('insert into material_tag (material_id, tag_id) values (?, ?)');
  const rand = seededRandom(42);
  const start = now - n * 2000 - DAY;
  const chunk = db.transaction((rows: Rows) => {
    for (const r of rows.material) m.run(...r);
    for (const r of rows.account) ma.run(r[0], accountIds[r[1] - 1]);
    for (const r of rows.tag) mt.run(r[0], r[1]);
  });
  for (let from = 1; from <= n; from += CHUNK) {
    chunk(makeRows(rand, from, Math.min(n + 1, from + CHUNK), tagIds[0]!, creator, start));
  }
  db.close();
  const handle = openDatabase(null, file.replace(/\/adconsole\.sqlite$/, ''));
  await rebuildFacets(handle.db, 'all');
  await handle.close();
  const after = new Sqlite(file);
  after.exec('analyze');
  after.pragma('wal_checkpoint(TRUNCATE)');
  after.close();
  return { ms: Date.now() - t0, accountIds, tagIds };
}

/** Fills a migrated PostgreSQL database with multi-row inserts (unnest of arrays), 20,000 rows a statement. */
export async function generatePostgres(url: string, n: number, creator: number): Promise<Generated> {
  const t0 = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = Date.now();
  const { accountIds, tagIds } = await insertCatalogue(
    async (text, params) => Number((await client.query(text, params)).rows[0].id),
    now,
  );
  const rand = seededRandom(42);
  const start = now - n * 2000 - DAY;
  const cols = MATERIAL_COLS.map((_c, i) => `$${i + 1}::${PG_TYPES[i]}[]`).join(',');
  for (let from = 1; from <= n; from += CHUNK) {
    const rows = makeRows(rand, from, Math.min(n + 1, from + CHUNK), tagIds[0]!, creator, start);
    await client.query('begin');
    await client.query(
      `insert into material (${MATERIAL_COLS.join(',')}) select * from unnest(${cols})`,
      MATERIAL_COLS.map((_, i) => rows.material.map((r) => r[i])),
    );
    await client.query('insert into material_account select * from unnest($1::int[], $2::int[])', [
      rows.account.map((r) => r[0]),
      rows.account.map((r) => accountIds[r[1] - 1]),
    ]);
    await client.query('insert into material_tag select * from unnest($1::int[], $2::int[])', [
      rows.tag.map((r) => r[0]),
      rows.tag.map((r) => r[1]),
    ]);
    await client.query('commit');
  }
  await client.query(`select setval('material_id_seq', $1)`, [n]);
  const handle = openDatabase(url, '.');
  await rebuildFacets(handle.db, 'all');
  await handle.close();
  await client.query('vacuum analyze');
  // the load's dirty pages are written now, not by the checkpointer in the middle of the measured runs
  await client.query('checkpoint');
  await client.end();
  return { ms: Date.now() - t0, accountIds, tagIds };
}
