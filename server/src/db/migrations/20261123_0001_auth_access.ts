import type { Kysely } from 'kysely';

/**
 * The access model an administrator edits: menus gain zh/en titles and a builtin flag (the code's
 * menus, which cannot be deleted), groups and permissions gain a builtin flag and a remark, and a permission
 * remembers the group the code declared, so a code change of a call's group still reaches a database where the
 * administrator moved it. Existing rows keep their values; the start-up sync fills titles and flags.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // one column per statement: SQLite adds one at a time
  const add = async (
    table: string,
    column: string,
    type: 'varchar(64)' | 'varchar(200)' | 'integer',
    def: string | number,
  ) => {
    await db.schema
      .alterTable(table)
      .addColumn(column, type, (c) => c.notNull().defaultTo(def))
      .execute();
  };
  await add('menu', 'title_zh', 'varchar(64)', '');
  await add('menu', 'title_en', 'varchar(64)', '');
  await add('menu', 'builtin', 'integer', 0);
  await add('permission_group', 'builtin', 'integer', 0);
  await add('permission_group', 'remark', 'varchar(200)', '');
  await add('permission', 'builtin', 'integer', 0);
  await add('permission', 'remark', 'varchar(200)', '');
  await add('permission', 'declared_group', 'varchar(64)', '');

  // who holds a menu or a group: read on every refused deletion and by the roles screen
  await db.schema.createIndex('role_menu_menu_idx').on('role_menu').column('menu_id').execute();
  await db.schema
    .createIndex('role_permission_group_group_idx')
    .on('role_permission_group')
    .column('group_id')
    .execute();
  await db.schema.createIndex('menu_parent_idx').on('menu').column('parent_id').execute();
  await db.schema.createIndex('permission_group_menu_idx').on('permission_group').column('menu_id').execute();
  await db.schema.createIndex('permission_group_idx').on('permission').column('group_id').execute();
  await db.schema.createIndex('app_user_role_idx').on('app_user').column('role_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'app_user_role_idx',
    'permission_group_idx',
    'permission_group_menu_idx',
    'menu_parent_idx',
    'role_permission_group_group_idx',
    'role_menu_menu_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const [table, column] of [
    ['permission', 'declared_group'],
    ['permission', 'remark'],
    ['permission', 'builtin'],
    ['permission_group', 'remark'],
    ['permission_group', 'builtin'],
    ['menu', 'builtin'],
    ['menu', 'title_en'],
    ['menu', 'title_zh'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
