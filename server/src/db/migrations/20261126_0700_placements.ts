import { type Kysely, sql } from 'kysely';

/**
 * Ad positions are now named by administrators: a name is unique within its media app whatever its case, so the
 * index (not a read before the write) decides between two concurrent creates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index ad_position_app_name_uq on ad_position (app_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ad_position_app_name_uq').execute();
}
