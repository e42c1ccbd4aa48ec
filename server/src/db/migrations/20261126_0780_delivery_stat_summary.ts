import { type Kysely, sql } from 'kysely';

const metrics = ['impressions', 'clicks', 'installs', 'conversions', 'spend'] as const;

/**
 * The campaign summary of the daily rollup: per account, day, campaign and country, the sums of every ad, media app
 * and ad position under it. A report by date and country within accounts or campaigns (the common one, and the one a
 * whole platform asks) reads it instead of the per-ad rollup, which has a row per ad and placement. The intake keeps it
 * in step in the same transaction, by the change of each rollup row it writes. It is filled here from the rollup.
 *
 * Also: the hour table's `batch_ref` and its index go (nothing reads them since the intake names its keys), and the
 * retired per-ad-group statistics table of the first intake is dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let summary = db.schema
    .createTable('delivery_stat_summary')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('stat_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('country', 'varchar(8)', (c) => c.notNull());
  for (const m of metrics) summary = summary.addColumn(m, 'bigint', (c) => c.notNull());
  // account first: an advertiser's report is a date range within their accounts
  await summary
    .addPrimaryKeyConstraint('delivery_stat_summary_pk', ['account_id', 'stat_date', 'campaign_id', 'country'])
    .execute();
  await db.schema
    .createIndex('delivery_stat_summary_campaign_idx')
    .on('delivery_stat_summary')
    .columns(['campaign_id', 'stat_date'])
    .execute();
  await db.schema
    .createIndex('delivery_stat_summary_date_idx')
    .on('delivery_stat_summary')
    .columns(['stat_date', 'country'])
    .execute();
  const sums = sql.join(metrics.map((m) => sql`sum(${sql.ref(m)})`));
  await sql`
    insert into delivery_stat_summary (account_id, stat_date, campaign_id, country, ${sql.join(metrics.map((m) => sql.ref(m)))})
    select account_id, stat_date, campaign_id, country, ${sums}
    from delivery_stat_day group by account_id, stat_date, campaign_id, country`.execute(db);

  await db.schema.dropIndex('delivery_stat_hour_batch_idx').ifExists().execute();
  await db.schema.alterTable('delivery_stat_hour').dropColumn('batch_ref').execute();
  await db.schema.dropTable('ad_group_delivery_stat').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_stat_summary').ifExists().execute();
  await db.schema
    .alterTable('delivery_stat_hour')
    .addColumn('batch_ref', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('delivery_stat_hour_batch_idx').on('delivery_stat_hour').column('batch_ref').execute();
}
