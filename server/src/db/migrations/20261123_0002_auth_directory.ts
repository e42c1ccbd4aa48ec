import type { Kysely } from 'kysely';

/**
 * The auth directory: companies gain the enabled flag accounts and users already have (1 enabled,
 * 0 disabled); existing companies stay enabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // a company's deletion and the users screen's filter count its users
  await db.schema.createIndex('app_user_company_idx').on('app_user').column('company_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('app_user_company_idx').execute();
  await db.schema.alterTable('company').dropColumn('status').execute();
}
