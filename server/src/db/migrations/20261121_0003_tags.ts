import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Creative tags (three levels in one table) and the material-tag links.
 * material_tag has no foreign key to materials: materials are only ever soft-deleted, and the material table
 * arrives in a later migration (SQLite cannot add a foreign key to an existing table).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('tag'))
    .addColumn('module', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    // 0 for themes, so sibling names can be unique with a plain index on both engines
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(50)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('alias', 'varchar(64)')
    .addColumn('is_review', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tag_sibling_name_uq')
    .on('tag')
    .columns(['module', 'parent_id', 'name_key'])
    .unique()
    .execute();
  await db.schema.createIndex('tag_alias_uq').on('tag').columns(['module', 'alias']).unique().execute();
  await db.schema.createIndex('tag_level_idx').on('tag').columns(['module', 'level', 'parent_id']).execute();

  await db.schema
    .createTable('material_tag')
    .addColumn('material_id', 'integer', (c) => c.notNull())
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('material_tag_pk', ['material_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('material_tag_tag_idx').on('material_tag').columns(['tag_id', 'material_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('material_tag').ifExists().execute();
  await db.schema.dropTable('tag').ifExists().execute();
}
