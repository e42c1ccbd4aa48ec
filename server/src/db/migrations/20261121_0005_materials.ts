import { type Kysely, sql } from 'kysely';
import { createNameIndex, dropNameIndex } from '../name-search.js';
import { withId } from './helpers.js';

/**
 * Materials, their account links, the filter index the list reads, the local reviewer's verdicts, and the chain
 * that binds a material to ads: campaign > ad group > ad > creative > creative_material.
 * material.file_id has no foreign key: the file row belongs to the files module and may be swept independently.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('material'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // 1 image, 2 video
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer')
    .addColumn('download_url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('thumb_url', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('format', 'varchar(16)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('scale', 'varchar(16)', (c) => c.notNull())
    .addColumn('screen_type', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer')
    .addColumn('element', 'varchar(2000)')
    .addColumn('md5', 'char(32)', (c) => c.notNull())
    .addColumn('origin', 'integer')
    // 1 in use, -1 deleted (soft delete)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    // 1 Admin, 2 partner platform
    .addColumn('source', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_id', 'integer', (c) => c.references('app_user.id'))
    // 1 all accounts, 2 the accounts in material_account
    .addColumn('account_relation_type', 'integer', (c) => c.notNull())
    .addColumn('third_examine_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('third_examine_platform', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('third_examine_country', 'varchar(8)')
    .addColumn('third_examine_reason', 'varchar(500)')
    .addColumn('examine_user_id', 'integer')
    .addColumn('examine_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  // One active material per file content: the index, not a read-then-write check, decides duplicates.
  await db.schema
    .createIndex('material_md5_active_uq')
    .on('material')
    .column('md5')
    .unique()
    .where(sql.ref('status'), '=', 1)
    .execute();
  // The list pages newest (or oldest) first within a type and status; the id breaks ties so pages never overlap.
  await db.schema
    .createIndex('material_list_idx')
    .on('material')
    .columns(['type', 'status', 'create_time', 'id'])
    .execute();
  await db.schema
    .createIndex('material_status_time_idx')
    .on('material')
    .columns(['status', 'create_time', 'id'])
    .execute();
  await db.schema.createIndex('material_creator_idx').on('material').columns(['creator_id', 'status']).execute();
  await db.schema.createIndex('material_source_idx').on('material').columns(['source', 'status']).execute();
  await db.schema
    .createIndex('material_examine_idx')
    .on('material')
    .columns(['third_examine_status', 'status'])
    .execute();
  await createNameIndex(db, { table: 'material', column: 'name' });

  await db.schema
    .createTable('material_account')
    .addColumn('material_id', 'integer', (c) => c.notNull().references('material.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('material_account_pk', ['material_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('material_account_account_idx')
    .on('material_account')
    .columns(['account_id', 'material_id'])
    .execute();

  // The list's filter index, one row per (linked account or none) x (tag or none) of a material, minus (none,
  // none), each carrying the material's type, status and creation time: the filters account, tag, type and status
  // and the time order are then one index range, so a page and its total cost what they return, not the table.
  await db.schema
    .createTable('material_facet')
    .addColumn('account_id', 'integer', (c) => c.references('account.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.references('tag.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('material_id', 'integer', (c) => c.notNull().references('material.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('material_facet_filter_idx')
    .on('material_facet')
    .columns(['account_id', 'tag_id', 'type', 'status', 'create_time', 'material_id'])
    .execute();
  await db.schema.createIndex('material_facet_material_idx').on('material_facet').column('material_id').execute();

  // The local reviewer's verdicts (an operator approves or rejects in the console), newest last; the material carries
  // the current state.
  await withId(db, db.schema.createTable('material_review'))
    .addColumn('material_id', 'integer', (c) => c.notNull().references('material.id').onDelete('cascade'))
    .addColumn('country', 'varchar(8)')
    // 2 in review (submitted), 3 failed, 4 passed
    .addColumn('result', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('reviewer_id', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('material_review_material_idx')
    .on('material_review')
    .columns(['material_id', 'id'])
    .execute();

  await createAdChain(db);
}

/** Campaigns (doc 02's main fields) > ad groups > ads > creatives > the materials a creative shows. */
async function createAdChain(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('campaign'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('objective', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('campaign_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('billing_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('budget_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('campaign_budget', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('campaign_daily_budget', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('bid_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ad_app_id', 'integer', (c) => c.references('ad_app.id'))
    .addColumn('ad_app_pkg_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('country_bid', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // 1 on, 2 paused, -1 deleted
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('create_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('modify_user_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('modify_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaign_account_idx').on('campaign').columns(['account_id', 'create_time']).execute();

  await withId(db, db.schema.createTable('ad_group'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaign.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_group_campaign_idx').on('ad_group').column('campaign_id').execute();

  await withId(db, db.schema.createTable('ad'))
    .addColumn('ad_group_id', 'integer', (c) => c.notNull().references('ad_group.id').onDelete('cascade'))
    // the campaign's account, kept on the ad so "ads of this account" needs no climb up the chain
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // 1 on, 2 paused, -1 deleted (a deleted ad binds nothing)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_group_idx').on('ad').column('ad_group_id').execute();
  await db.schema.createIndex('ad_account_idx').on('ad').column('account_id').execute();

  await withId(db, db.schema.createTable('creative'))
    .addColumn('ad_id', 'integer', (c) => c.notNull().references('ad.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('creative_ad_idx').on('creative').column('ad_id').execute();

  await db.schema
    .createTable('creative_material')
    .addColumn('creative_id', 'integer', (c) => c.notNull().references('creative.id').onDelete('cascade'))
    .addColumn('material_id', 'integer', (c) => c.notNull().references('material.id'))
    .addPrimaryKeyConstraint('creative_material_pk', ['creative_id', 'material_id'])
    .execute();
  await db.schema
    .createIndex('creative_material_material_idx')
    .on('creative_material')
    .columns(['material_id', 'creative_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['creative_material', 'creative', 'ad', 'ad_group', 'campaign', 'material_review']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropTable('material_facet').ifExists().execute();
  await db.schema.dropTable('material_account').ifExists().execute();
  await dropNameIndex(db, { table: 'material', column: 'name' });
  await db.schema.dropTable('material').ifExists().execute();
}
