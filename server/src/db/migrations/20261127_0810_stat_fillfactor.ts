import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * PostgreSQL only: the daily rollup and the campaign summary leave a quarter of each page free. The intake rewrites a
 * day's row every hour with new metrics (no indexed column changes); with full pages each rewrite is a new row version
 * on another page and an entry in each of the rollup's five indexes, with room on the page it stays a HOT update that
 * touches no index. Pages written before keep their fill until rewritten. SQLite updates a row in place and keeps no
 * row versions: nothing to do there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table delivery_stat_day set (fillfactor = 75)`.execute(db);
  await sql`alter table delivery_stat_summary set (fillfactor = 75)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table delivery_stat_day reset (fillfactor)`.execute(db);
  await sql`alter table delivery_stat_summary reset (fillfactor)`.execute(db);
}
