import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

/**
 * Promotion apps (ad products). `ad_app` grows into the product: every existing row and id stays, so
 * campaigns' `ad_app_id` and `/v1/ad_app/all` keep working; its `account_id` becomes the owning (first linked)
 * account. The accounts that promote an app are `promotion_app_account` rows, each with its store, promotion type,
 * link and upload time; today's rows each get one link, to their own account. Event mappings (an app event name
 * to a platform event type) are `promotion_app_event_mapping`; a campaign names the one it optimises for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const addTo = (column: string, type: 'integer' | 'bigint' | `varchar(${number})`, fill: string | number | null) =>
    db.schema
      .alterTable('ad_app')
      .addColumn(column, type, (c) => (fill === null ? c : c.notNull().defaultTo(fill)))
      .execute();
  await addTo('promotion_type', 'integer', 1);
  await addTo('promotion_link', 'varchar(1000)', '');
  await addTo('version', 'varchar(20)', '');
  await addTo('description', 'varchar(500)', '');
  // 1 live, -1 deleted (kept with who deleted it and when)
  await addTo('status', 'integer', 1);
  await addTo('update_time', 'bigint', 0);
  await addTo('create_user_id', 'integer', null);
  await addTo('delete_user_id', 'integer', null);
  await addTo('delete_operator', 'varchar(100)', null);
  await addTo('delete_time', 'bigint', null);
  await db.schema
    .alterTable('ad_app')
    .addColumn('icon_file_id', 'integer', (c) => c.references('file.id'))
    .execute();
  await sql`update ad_app set update_time = create_time`.execute(db);
  await db.schema.createIndex('ad_app_status_idx').on('ad_app').columns(['status', 'id']).execute();
  await db.schema.createIndex('ad_app_pkg_name_idx').on('ad_app').column('pkg_name').execute();
  await db.schema.createIndex('ad_app_name_idx').on('ad_app').column('name').execute();

  await withId(db, db.schema.createTable('promotion_app_account'))
    .addColumn('promotion_app_id', 'integer', (c) => c.notNull().references('ad_app.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
    .addColumn('app_store', 'integer', (c) => c.notNull())
    .addColumn('promotion_type', 'integer', (c) => c.notNull())
    .addColumn('promotion_link', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // the app's package name and status, copied so one index can hold "one package name per store within an account"
    .addColumn('pkg_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    // the upload time: when the account was linked
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('promotion_app_account_uq', ['promotion_app_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('promotion_app_account_account_idx')
    .on('promotion_app_account')
    .columns(['account_id', 'promotion_app_id'])
    .execute();
  await sql`
    insert into promotion_app_account
      (promotion_app_id, account_id, app_store, promotion_type, promotion_link, pkg_name, status, create_time)
    select id, account_id, app_store, promotion_type, promotion_link, pkg_name, status, create_time from ad_app
  `.execute(db);
  // One live app per package name and store within an account: the index decides, not a read-then-write check.
  // Today's rows may repeat one (nothing stopped it): the index then holds from the next change on, for those
  // accounts only, so it is made only when the rows allow it.
  const dup = await sql<{ n: number }>`
    select count(*) as n from (
      select account_id from promotion_app_account where status = 1
      group by account_id, app_store, pkg_name having count(*) > 1
    ) d
  `.execute(db);
  if (Number(dup.rows[0]?.n ?? 0) === 0) {
    await db.schema
      .createIndex('promotion_app_account_pkg_uq')
      .on('promotion_app_account')
      .columns(['account_id', 'app_store', 'pkg_name'])
      .unique()
      .where(sql.ref('status'), '=', 1)
      .execute();
  }

  await withId(db, db.schema.createTable('promotion_app_event_mapping'))
    .addColumn('promotion_app_id', 'integer', (c) => c.notNull().references('ad_app.id'))
    .addColumn('event_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('event_type', 'integer', (c) => c.notNull())
    .addColumn('create_user_id', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('promotion_app_event_mapping_uq', ['promotion_app_id', 'event_name'])
    .execute();

  // the conversion event a campaign optimises for (null: none); a mapping a campaign names cannot be deleted
  await db.schema
    .alterTable('campaign')
    .addColumn('event_mapping_id', 'integer', (c) => c.references('promotion_app_event_mapping.id'))
    .execute();
  await db.schema.createIndex('campaign_event_mapping_idx').on('campaign').column('event_mapping_id').execute();
  await db.schema.createIndex('campaign_promotion_app_idx').on('campaign').column('ad_app_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('campaign_promotion_app_idx').ifExists().execute();
  await db.schema.dropIndex('campaign_event_mapping_idx').ifExists().execute();
  await db.schema.alterTable('campaign').dropColumn('event_mapping_id').execute();
  await db.schema.dropTable('promotion_app_event_mapping').ifExists().execute();
  await db.schema.dropTable('promotion_app_account').ifExists().execute();
  for (const index of ['ad_app_status_idx', 'ad_app_pkg_name_idx', 'ad_app_name_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of [
    'icon_file_id',
    'delete_time',
    'delete_operator',
    'delete_user_id',
    'create_user_id',
    'update_time',
    'status',
    'description',
    'version',
    'promotion_link',
    'promotion_type',
  ]) {
    await db.schema.alterTable('ad_app').dropColumn(column).execute();
  }
}
