import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DB } from './database.js';
import * as m0001 from './migrations/20261121_0001_access.js';
import * as m0002 from './migrations/20261121_0002_lookups.js';
import * as m0003 from './migrations/20261121_0003_tags.js';
import * as m0004 from './migrations/20261121_0004_files.js';
import * as m0005 from './migrations/20261121_0005_materials.js';
import * as m0006 from './migrations/20261121_0006_jobs.js';
import * as m0007 from './migrations/20261121_0007_audit.js';
import * as authAccess from './migrations/20261123_0001_auth_access.js';
import * as authDirectory from './migrations/20261123_0002_auth_directory.js';
import * as audiences from './migrations/20261123_0003_audiences.js';
import * as audienceEvents from './migrations/20261123_0004_audience_events.js';
import * as audienceUploads from './migrations/20261123_0005_audience_uploads.js';
import * as promotionApps from './migrations/20261123_0010_promotion_apps.js';
import * as campaigns from './migrations/20261123_0030_campaigns.js';
import * as ads from './migrations/20261123_0040_ads.js';
import * as partnerFolders from './migrations/20261126_0240_partner_folders.js';
import * as rateCounter from './migrations/20261126_0600_rate_counter.js';
import * as placements from './migrations/20261126_0700_placements.js';
import * as apiKeys from './migrations/20261126_0710_api_keys.js';
import * as deviceEventBatches from './migrations/20261126_0720_device_event_batches.js';
import * as campaignFields from './migrations/20261126_0730_campaign_fields.js';
import * as deliveryStats from './migrations/20261126_0740_delivery_stats.js';
import * as reports from './migrations/20261126_0750_reports.js';
import * as deliveryStatImports from './migrations/20261126_0770_delivery_stat_imports.js';
import * as deliveryStatSummary from './migrations/20261126_0780_delivery_stat_summary.js';
import * as summaryCoveringIndex from './migrations/20261127_0800_summary_covering_index.js';
import * as statFillfactor from './migrations/20261127_0810_stat_fillfactor.js';
import * as accessVersion from './migrations/20261127_0820_access_version.js';
import * as statHourByTime from './migrations/20261127_0830_stat_hour_by_time.js';

// Listed by hand (not read from the folder) so the same code runs from TypeScript sources and from a bundle.
const migrations: Record<string, Migration> = {
  '20261121_0001_access': m0001,
  '20261121_0002_lookups': m0002,
  '20261121_0003_tags': m0003,
  '20261121_0004_files': m0004,
  '20261121_0005_materials': m0005,
  '20261121_0006_jobs': m0006,
  '20261121_0007_audit': m0007,
  '20261123_0001_auth_access': authAccess,
  '20261123_0002_auth_directory': authDirectory,
  '20261123_0003_audiences': audiences,
  '20261123_0004_audience_events': audienceEvents,
  '20261123_0005_audience_uploads': audienceUploads,
  '20261123_0010_promotion_apps': promotionApps,
  '20261123_0030_campaigns': campaigns,
  '20261123_0040_ads': ads,
  '20261126_0240_partner_folders': partnerFolders,
  '20261126_0600_rate_counter': rateCounter,
  '20261126_0700_placements': placements,
  '20261126_0730_campaign_fields': campaignFields,
  '20261126_0710_api_keys': apiKeys,
  '20261126_0720_device_event_batches': deviceEventBatches,
  '20261126_0740_delivery_stats': deliveryStats,
  '20261126_0750_reports': reports,
  '20261126_0770_delivery_stat_imports': deliveryStatImports,
  '20261126_0780_delivery_stat_summary': deliveryStatSummary,
  '20261127_0800_summary_covering_index': summaryCoveringIndex,
  '20261127_0810_stat_fillfactor': statFillfactor,
  '20261127_0820_access_version': accessVersion,
  '20261127_0830_stat_hour_by_time': statHourByTime,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  }
}

/** Brings the schema up to the named migration only (a test of a migration over rows made before it). */
export async function migrateTo(db: DB, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw new Error(`migration to ${name} failed: ${(error as Error).message ?? error}`);
}
