import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

const metrics = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;

/**
 * Delivery statistics from the ad server: the batches a service call stored (a repeat of a batch id answers the
 * first result), the rows as sent (hour grain, kept for a window, then folded away: their sums stay in the daily
 * rollup), the daily rollup per ad, country, media app and ad position that reports and delivery status read, and
 * one writer row every intake transaction locks, so two batches never compute one rollup row from each other's
 * half-written hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('delivery_stat_batch'))
    .addColumn('api_key_id', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('body_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('stored', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_stat_batch_key_idx')
    .on('delivery_stat_batch')
    .columns(['api_key_id', 'batch_id'])
    .unique()
    .execute();
  await db.schema.createIndex('delivery_stat_batch_time_idx').on('delivery_stat_batch').column('create_time').execute();

  let hour = db.schema
    .createTable('delivery_stat_hour')
    .addColumn('ad_id', 'integer', (c) => c.notNull())
    // the day in the campaign's time zone, YYYY-MM-DD
    .addColumn('stat_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('country', 'varchar(8)', (c) => c.notNull())
    .addColumn('media_app_id', 'integer', (c) => c.notNull())
    .addColumn('ad_position_id', 'integer', (c) => c.notNull())
    // 0-23, or 24 for a line that carries the whole day
    .addColumn('hour', 'integer', (c) => c.notNull());
  for (const m of metrics) hour = hour.addColumn(m, 'bigint', (c) => c.notNull());
  await hour
    // the batch (delivery_stat_batch.id) that last wrote the row: the rollup recomputes the keys it touched
    .addColumn('batch_ref', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_stat_hour_pk', [
      'ad_id',
      'stat_date',
      'country',
      'media_app_id',
      'ad_position_id',
      'hour',
    ])
    .execute();
  await db.schema.createIndex('delivery_stat_hour_batch_idx').on('delivery_stat_hour').column('batch_ref').execute();
  await db.schema.createIndex('delivery_stat_hour_date_idx').on('delivery_stat_hour').column('stat_date').execute();

  let day = db.schema
    .createTable('delivery_stat_day')
    .addColumn('ad_id', 'integer', (c) => c.notNull())
    .addColumn('stat_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('country', 'varchar(8)', (c) => c.notNull())
    .addColumn('media_app_id', 'integer', (c) => c.notNull())
    .addColumn('ad_position_id', 'integer', (c) => c.notNull())
    // copied from the ad, its ad group and campaign and the ad position when written: a report filters on them
    // without a join
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('ad_group_id', 'integer', (c) => c.notNull())
    .addColumn('ad_type', 'integer', (c) => c.notNull());
  for (const m of metrics) day = day.addColumn(m, 'bigint', (c) => c.notNull());
  await day
    .addPrimaryKeyConstraint('delivery_stat_day_pk', [
      'ad_id',
      'stat_date',
      'country',
      'media_app_id',
      'ad_position_id',
    ])
    .execute();
  // a report is a date range within one of these scopes (or all), grouped by a dimension
  for (const scope of ['account_id', 'campaign_id', 'ad_group_id'] as const) {
    await db.schema
      .createIndex(`delivery_stat_day_${scope.replace('_id', '')}_idx`)
      .on('delivery_stat_day')
      .columns([scope, 'stat_date'])
      .execute();
  }
  await db.schema
    .createIndex('delivery_stat_day_date_idx')
    .on('delivery_stat_day')
    .columns(['stat_date', 'country'])
    .execute();

  await db.schema
    .createTable('delivery_stat_writer')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('batches', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into delivery_stat_writer (id, batches) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['delivery_stat_writer', 'delivery_stat_day', 'delivery_stat_hour', 'delivery_stat_batch']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
