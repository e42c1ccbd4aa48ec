import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Device events that rule-based audience packages (source 3) are evaluated against: a device (GAID) did something
 * (click, install, event) in a country, in an industry category, at a time. The demo seed fills it with
 * synthetic events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('device_event'))
    .addColumn('gaid', 'varchar(36)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    // 1 non-e-commerce, 2 e-commerce
    .addColumn('industry_category', 'integer', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_time', 'bigint', (c) => c.notNull())
    .execute();
  // a rule names one country and category, some events and a time from which: this index answers it
  await db.schema
    .createIndex('device_event_rule_idx')
    .on('device_event')
    .columns(['country', 'industry_category', 'event', 'event_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_event').execute();
}
