import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

/**
 * Audience packages (user clusters), their linked accounts, the rules of rule-based packages, the import report of
 * each package, and the ad groups that target a package. The ids themselves are never rows: an import's result is
 * a sorted-set file in storage (`result_key`), as the uploaded file is (`file_key`), both under private keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('user_cluster'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // the name lower-cased: unique among packages not deleted
    .addColumn('name_key', 'varchar(50)', (c) => c.notNull())
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('encryption', 'integer', (c) => c.notNull())
    // 1 uploaded file, 2 a file in storage, 3 rules
    .addColumn('source', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('file_key', 'varchar(200)')
    .addColumn('result_key', 'varchar(200)')
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // the visibility scope: 1 all accounts, 2 the accounts in user_cluster_account (the account-scope helpers' name)
    .addColumn('account_relation_type', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('count', 'bigint')
    // JSON of the running import's progress, of the failure, and the report's warning
    .addColumn('progress', 'varchar(1000)')
    .addColumn('failure', 'varchar(200)')
    .addColumn('import_warning', 'varchar(32)')
    .addColumn('creator_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_cluster_name_uq')
    .on('user_cluster')
    .column('name_key')
    .unique()
    .where(sql.ref('status'), '<>', -1)
    .execute();
  await db.schema.createIndex('user_cluster_status_idx').on('user_cluster').columns(['status', 'id']).execute();

  await db.schema
    .createTable('user_cluster_account')
    .addColumn('user_cluster_id', 'integer', (c) => c.notNull().references('user_cluster.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
    .addPrimaryKeyConstraint('user_cluster_account_pk', ['user_cluster_id', 'account_id'])
    .execute();
  await db.schema.createIndex('user_cluster_account_idx').on('user_cluster_account').column('account_id').execute();

  await db.schema
    .createTable('user_cluster_rule')
    .addColumn('user_cluster_id', 'integer', (c) => c.primaryKey().references('user_cluster.id').onDelete('cascade'))
    .addColumn('time_range', 'integer', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('industry_category', 'integer', (c) => c.notNull())
    // comma-separated: click, install, event
    .addColumn('events', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_cluster_import')
    .addColumn('user_cluster_id', 'integer', (c) => c.primaryKey().references('user_cluster.id').onDelete('cascade'))
    // the import report as JSON (at most 100 samples of 80 characters)
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ad_group_user_cluster')
    .addColumn('ad_group_id', 'integer', (c) => c.notNull().references('ad_group.id').onDelete('cascade'))
    .addColumn('user_cluster_id', 'integer', (c) => c.notNull().references('user_cluster.id'))
    .addPrimaryKeyConstraint('ad_group_user_cluster_pk', ['ad_group_id', 'user_cluster_id'])
    .execute();
  await db.schema
    .createIndex('ad_group_user_cluster_idx')
    .on('ad_group_user_cluster')
    .column('user_cluster_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['ad_group_user_cluster', 'user_cluster_import', 'user_cluster_rule', 'user_cluster_account']) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.dropTable('user_cluster').execute();
}
