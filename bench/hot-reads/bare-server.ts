/**
 * The bare-stack anchor of bench/hot-reads.bench.ts: Fastify + Kysely + better-sqlite3 and nothing else (no session,
 * no rights, no validation, no compression), opening the server's SQLite file read-only and answering the material
 * list's first page as the server does for the bench's filters (type + status, newest first): the count and the page
 * rows with their creator's login name, JSON serialised by Fastify. What the same page costs with no product around
 * it, measured in the same run, so the ratio holds on any machine.
 *
 * Run by the bench as its own process: node --import tsx bench/hot-reads/bare-server.ts, with DB_FILE and PORT.
 */
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';

interface Tables {
  material: { id: number; type: number; status: number; create_time: number; creator_id: number | null } & Record<
    string,
    unknown
  >;
  app_user: { id: number; login_name: string };
}

const file = process.env.DB_FILE;
if (!file) throw new Error('DB_FILE is required');
const db = new Kysely<Tables>({
  dialect: new SqliteDialect({ database: new Database(file, { readonly: true, fileMustExist: true }) }),
});

const app = Fastify({ logger: false });
app.post('/v1/material/list', async (request) => {
  const body = (request.body ?? {}) as { type?: number; status?: number; page_no?: number; page_size?: number };
  const size = Number(body.page_size ?? 10);
  const offset = (Number(body.page_no ?? 1) - 1) * size;
  let base = db.selectFrom('material as m').where('m.status', '=', Number(body.status ?? 1));
  if (body.type !== undefined) base = base.where('m.type', '=', Number(body.type));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('app_user as u', 'u.id', 'm.creator_id')
      .selectAll('m')
      .select('u.login_name as creator_name')
      .orderBy('m.create_time', 'desc')
      .orderBy('m.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute(),
  ]);
  return { code: 200, msg: 'success', data: { Total: Number(count.n), List: rows } };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
