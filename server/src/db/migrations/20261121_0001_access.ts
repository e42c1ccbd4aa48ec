import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/** Companies, accounts, roles, menus, permission groups, users, sessions, login limits, front-end logs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('company'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('owner_user_id', 'integer')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('account'))
    .addColumn('company_id', 'integer', (c) => c.references('company.id'))
    .addColumn('account_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('is_review_material', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('role'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('menu'))
    .addColumn('parent_id', 'integer', (c) => c.references('menu.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_url', 'varchar(500)')
    .execute();

  await withId(db, db.schema.createTable('permission_group'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('permission'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('permission_group.id').onDelete('cascade'))
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('permission_method_path_uq', ['method', 'path'])
    .execute();

  await db.schema
    .createTable('role_menu')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menu_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('role_permission_group')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('permission_group.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permission_group_pk', ['role_id', 'group_id'])
    .execute();

  await withId(db, db.schema.createTable('app_user'))
    .addColumn('login_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id'))
    .addColumn('company_id', 'integer', (c) => c.references('company.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('last_login_time', 'bigint')
    .execute();

  await db.schema
    .createTable('user_account')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_account_pk', ['user_id', 'account_id'])
    .execute();
  await db.schema.createIndex('user_account_account_idx').on('user_account').column('account_id').execute();

  await withId(db, db.schema.createTable('session'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('expire_time', 'bigint', (c) => c.notNull())
    .addColumn('revoke_time', 'bigint')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('fe_log'))
    .addColumn('user_id', 'integer')
    .addColumn('shareit_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('path', 'varchar(2000)', (c) => c.notNull())
    .addColumn('request_time', 'bigint')
    .addColumn('response_time', 'bigint')
    .addColumn('time_difference', 'bigint')
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('other', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fe_log_time_idx').on('fe_log').column('create_time').execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'app_meta',
    'fe_log',
    'login_failure',
    'session',
    'user_account',
    'app_user',
    'role_permission_group',
    'role_menu',
    'permission',
    'permission_group',
    'menu',
    'role',
    'account',
    'company',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
