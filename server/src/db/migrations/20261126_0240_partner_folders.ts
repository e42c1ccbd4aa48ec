import type { Kysely } from 'kysely';
import { maskSample } from '../../modules/audiences/import/import-report.js';
import { withId } from './helpers.js';

/**
 * Partner folders: a top folder of the partner drop, or a key prefix of the bucket, belongs to the
 * accounts an administrator maps it to; a source-2 package reads only from a folder mapped to its own accounts.
 * Reports stored before this keep raw lines as samples: they are rewritten to the masked form the import now writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('partner_folder'))
    // the first segment of the source-2 paths it holds (case-sensitive, as the disk and the bucket are)
    .addColumn('folder', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('creator_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('partner_folder_account')
    .addColumn('partner_folder_id', 'integer', (c) => c.notNull().references('partner_folder.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('partner_folder_account_pk', ['partner_folder_id', 'account_id'])
    .execute();
  await db.schema.createIndex('partner_folder_account_idx').on('partner_folder_account').column('account_id').execute();
  await maskStoredSamples(db);
}

/** The kinds a legacy sample's text looked like, as the scanner classifies a trimmed line. */
const LEGACY_KINDS: [string, RegExp][] = [
  ['gaid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
  ['md5', /^[0-9a-f]{32}$/i],
  ['sha1', /^[0-9a-f]{40}$/i],
  ['sha256', /^[0-9a-f]{64}$/i],
];

interface LegacySample {
  line: number;
  text?: string;
  kind?: string | null;
  masked?: string;
}

/** Rewrites every stored report whose samples still hold a line's text (`text`) to line, kind and masked form. */
async function maskStoredSamples(db: Kysely<unknown>): Promise<void> {
  const reports = db as unknown as Kysely<{ user_cluster_import: { user_cluster_id: number; report: string } }>;
  const rows = await reports.selectFrom('user_cluster_import').select(['user_cluster_id', 'report']).execute();
  for (const row of rows) {
    const report = JSON.parse(row.report) as { invalid_samples?: LegacySample[] };
    if (!report.invalid_samples?.some((s) => s.text !== undefined)) continue;
    report.invalid_samples = report.invalid_samples.map(({ line, text, kind, masked }) => ({
      line,
      kind: kind ?? LEGACY_KINDS.find(([, pattern]) => pattern.test(text ?? ''))?.[0] ?? null,
      // a legacy sample was cut at 80 characters: its end may not be the line's, so only its start is kept
      masked: masked ?? maskSample(text ?? '', Array.from(text ?? '').length >= 80),
    }));
    await reports
      .updateTable('user_cluster_import')
      .set({ report: JSON.stringify(report) })
      .where('user_cluster_id', '=', row.user_cluster_id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_folder_account').execute();
  await db.schema.dropTable('partner_folder').execute();
}
