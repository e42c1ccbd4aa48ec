import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Lookup data: media apps and their ad positions, DSPs and their placement mappings, ad platforms and the
 * advertiser accounts' platform accounts, advertiser apps, and the country catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('media_app'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('pkg_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('platform', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    // the same package may exist once per platform (an Android package and an iOS bundle id can match)
    .addUniqueConstraint('media_app_pkg_platform_uq', ['pkg_name', 'platform'])
    .execute();

  await withId(db, db.schema.createTable('ad_position'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('media_app.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('ad_type', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_position_app_idx').on('ad_position').column('app_id').execute();
  // the list's default order (newest first) and the "latest" call read this index
  await db.schema.createIndex('ad_position_time_idx').on('ad_position').columns(['create_time', 'id']).execute();

  await withId(db, db.schema.createTable('dsp'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('dsp_phypos_mapping'))
    .addColumn('dsp_id', 'integer', (c) => c.notNull().references('dsp.id').onDelete('cascade'))
    .addColumn('adpos_id', 'integer', (c) => c.notNull().references('ad_position.id').onDelete('cascade'))
    .addColumn('phypos_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    // one placement id of a DSP points at one ad position, and a position maps once per DSP
    .addUniqueConstraint('dsp_phypos_uq', ['dsp_id', 'phypos_id'])
    .addUniqueConstraint('dsp_adpos_uq', ['dsp_id', 'adpos_id'])
    .execute();
  await db.schema.createIndex('dsp_phypos_adpos_idx').on('dsp_phypos_mapping').column('adpos_id').execute();

  await withId(db, db.schema.createTable('ad_platform'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('ad_platform_account'))
    .addColumn('ad_platform_id', 'integer', (c) => c.notNull().references('ad_platform.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('external_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_user_id', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    // a platform's account can be linked once: the index catches concurrent creates, not a read-then-write check
    .addUniqueConstraint('ad_platform_account_external_uq', ['ad_platform_id', 'external_id'])
    .execute();
  await db.schema
    .createIndex('ad_platform_account_account_idx')
    .on('ad_platform_account')
    .column('account_id')
    .execute();

  await withId(db, db.schema.createTable('ad_app'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('pkg_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('app_store', 'integer', (c) => c.notNull())
    .addColumn('platform', 'integer', (c) => c.notNull())
    .addColumn('icon_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_app_account_idx').on('ad_app').column('account_id').execute();

  await db.schema
    .createTable('country')
    .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    // null for the ALL and OTHER pseudo-countries, which sit in no continent
    .addColumn('continent', 'varchar(20)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'country',
    'ad_app',
    'ad_platform_account',
    'ad_platform',
    'dsp_phypos_mapping',
    'dsp',
    'ad_position',
    'media_app',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
