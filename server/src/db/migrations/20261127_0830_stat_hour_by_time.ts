import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

const METRICS = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;
const BY_AD = ['ad_id', 'stat_date', 'country', 'media_app_id', 'ad_position_id', 'hour'] as const;
const BY_TIME = ['stat_date', 'hour', 'ad_id', 'country', 'media_app_id', 'ad_position_id'] as const;

/**
 * The stored lines' primary key leads with the day and the hour. An ad server sends an hour of every ad at once: keyed
 * by ad first, its lines landed on thousands of pages across the table (each one written again at commit), keyed by
 * time they land together at the end. The key also answers "is anything stored at this hour of this day" in one read,
 * which the intake asks before it takes its fast way (stat-write-fresh.repo.ts), and the fold's "the oldest day", so the
 * separate day index goes. On SQLite the table is rebuilt WITHOUT ROWID: the key is the table, one B-tree instead of
 * two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rekey(db, BY_TIME, true);
  await db.schema.dropIndex('delivery_stat_hour_date_idx').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rekey(db, BY_AD, false);
  await db.schema.createIndex('delivery_stat_hour_date_idx').on('delivery_stat_hour').column('stat_date').execute();
}

async function rekey(db: Kysely<unknown>, key: readonly string[], withoutRowid: boolean): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table delivery_stat_hour drop constraint delivery_stat_hour_pk`.execute(db);
    await sql`alter table delivery_stat_hour add constraint delivery_stat_hour_pk primary key (${sql.join(
      key.map((c) => sql.ref(c)),
    )})`.execute(db);
    return;
  }
  let table = db.schema
    .createTable('delivery_stat_hour_next')
    .addColumn('ad_id', 'integer', (c) => c.notNull())
    .addColumn('stat_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('country', 'varchar(8)', (c) => c.notNull())
    .addColumn('media_app_id', 'integer', (c) => c.notNull())
    .addColumn('ad_position_id', 'integer', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull());
  for (const m of METRICS) table = table.addColumn(m, 'bigint', (c) => c.notNull());
  table = table.addPrimaryKeyConstraint('delivery_stat_hour_pk', key as never);
  await (withoutRowid ? table.modifyEnd(sql`without rowid`) : table).execute();
  const columns = sql.join([...BY_AD, ...METRICS].map((c) => sql.ref(c)));
  await sql`insert into delivery_stat_hour_next (${columns}) select ${columns} from delivery_stat_hour`.execute(db);
  await db.schema.dropTable('delivery_stat_hour').execute();
  await db.schema.alterTable('delivery_stat_hour_next').renameTo('delivery_stat_hour').execute();
}
