import { type Kysely, sql } from 'kysely';
import { columnAdder } from './helpers.js';

/**
 * Campaigns and ad groups. The tables the material where-used chain made grow to the spec's fields; every
 * existing row and id stays (new columns have defaults, ad groups' modify time starts at their create time). An ad
 * group's targeting, trigger, limits, offline reporting, anti-hijack and schedule; an audience package bound to it
 * includes or excludes (existing bindings include); delivery statistics per ad group and day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = columnAdder(db);

  // the currency's value in USD, in millionths (1.0 = 1000000)
  await add('campaign', 'exchange_ratio', 'bigint', 1_000_000);
  // reservation campaigns: impressions booked, 0 none
  await add('campaign', 'reservation_limit', 'bigint', 0);
  await add('campaign', 'attribution_platform', 'varchar(32)', 'none');
  // JSON [{affiliate, url}]
  await add('campaign', 'attribution_trackers', 'text', '[]');
  await add('campaign', 'impression_track_url', 'varchar(1000)', '');
  await add('campaign', 'click_track_url', 'varchar(1000)', '');
  await add('campaign', 'play_start_track_url', 'varchar(1000)', '');
  await db.schema.createIndex('campaign_start_idx').on('campaign').columns(['start_time', 'id']).execute();
  await db.schema.createIndex('campaign_name_idx').on('campaign').columns(['account_id', 'name']).execute();

  await add('ad_group', 'trigger_mode', 'varchar(16)', 'download');
  // JSON of AdGroupTargeting without the audience packages (those are ad_group_user_cluster rows)
  await add('ad_group', 'targeting', 'text', '{}');
  // money in minor units, 0 no limit
  await add('ad_group', 'total_limit', 'bigint', 0);
  await add('ad_group', 'daily_limit', 'bigint', 0);
  await add('ad_group', 'frequency_cap', 'integer', 0);
  await add('ad_group', 'frequency_period', 'integer', 1);
  await add('ad_group', 'bid_price', 'bigint', 0);
  await add('ad_group', 'offline_validity_days', 'integer', 0);
  await add('ad_group', 'offline_deadline', 'bigint', null);
  await add('ad_group', 'anti_hijack', 'integer', 0);
  await add('ad_group', 'anti_hijack_params', 'text', '[]');
  await add('ad_group', 'transmission_time', 'integer', -1);
  await add('ad_group', 'start_time', 'bigint', null);
  await add('ad_group', 'end_time', 'bigint', null);
  // JSON array of hours of the week (day * 24 + hour, Monday 0) in the campaign's time zone; [] every hour
  await add('ad_group', 'schedule', 'text', '[]');
  await add('ad_group', 'create_user_id', 'integer', null);
  await add('ad_group', 'modify_user_id', 'integer', null);
  await add('ad_group', 'modify_time', 'bigint', 0);
  await sql`update ad_group set modify_time = create_time`.execute(db);
  await db.schema.createIndex('ad_group_name_idx').on('ad_group').columns(['campaign_id', 'name']).execute();

  // 1 include, 2 exclude
  await add('ad_group_user_cluster', 'mode', 'integer', 1);

  await db.schema
    .createTable('ad_group_delivery_stat')
    .addColumn('ad_group_id', 'integer', (c) => c.notNull().references('ad_group.id').onDelete('cascade'))
    // YYYY-MM-DD in the campaign's time zone
    .addColumn('stat_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('installs', 'bigint', (c) => c.notNull().defaultTo(0))
    // minor units of the campaign's currency
    .addColumn('spend', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ad_group_delivery_stat_pk', ['ad_group_id', 'stat_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ad_group_delivery_stat').ifExists().execute();
  await db.schema.alterTable('ad_group_user_cluster').dropColumn('mode').execute();
  for (const index of ['ad_group_name_idx', 'campaign_name_idx', 'campaign_start_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of [
    'trigger_mode',
    'targeting',
    'total_limit',
    'daily_limit',
    'frequency_cap',
    'frequency_period',
    'bid_price',
    'offline_validity_days',
    'offline_deadline',
    'anti_hijack',
    'anti_hijack_params',
    'transmission_time',
    'start_time',
    'end_time',
    'schedule',
    'create_user_id',
    'modify_user_id',
    'modify_time',
  ]) {
    await db.schema.alterTable('ad_group').dropColumn(column).execute();
  }
  for (const column of [
    'exchange_ratio',
    'reservation_limit',
    'attribution_platform',
    'attribution_trackers',
    'impression_track_url',
    'click_track_url',
    'play_start_track_url',
  ]) {
    await db.schema.alterTable('campaign').dropColumn(column).execute();
  }
}
