import { campaignOptionProblems, type FieldError } from '@adconsole/contract';
import type { DB } from '../../../db/database.js';
import { countryCodes } from '../../lookups/index.js';
import { failOn, trackingErrors } from '../shared/field-rules.js';
import * as repo from './campaigns.list.repo.js';
import type { CampaignFields } from './campaigns.view.js';

/**
 * The campaign's rules beyond the schema, every failed field in one 400: the name unique in its account, the
 * promotion app linked to the account, the event mapping one of the app's, end after start, known countries,
 * tracking URLs on the tracking host, the delivery options consistent (contract's campaignOptionProblems). Answers the app's package name. An update (`before` given) checks the app,
 * countries and tracking URLs only where they change, so an inline edit of the name never fails on what it left alone.
 */
export async function checkCampaign(
  db: DB,
  accountId: number,
  f: CampaignFields,
  before: { id: number; fields: CampaignFields; pkgName: string } | null,
  trackingHost: string,
): Promise<string> {
  const exceptId = before?.id ?? null;
  const changed = <K extends keyof CampaignFields>(key: K) =>
    !before || JSON.stringify(before.fields[key]) !== JSON.stringify(f[key]);
  const errors: FieldError[] = [];
  if (await repo.campaignNameTaken(db, accountId, f.name, exceptId)) {
    errors.push({ field: 'name', rule: 'unique', message: `a campaign of this account is already named ${f.name}` });
  }
  const app = changed('ad_app_id')
    ? await repo.appOfAccount(db, f.ad_app_id, accountId)
    : { pkg_name: before!.pkgName };
  if (!app) {
    errors.push({
      field: 'ad_app_id',
      rule: 'exists',
      message: `promotion app ${f.ad_app_id} is not a live app of the campaign's account`,
    });
  }
  if (f.event_mapping_id !== null && (changed('event_mapping_id') || changed('ad_app_id'))) {
    const m = await repo.eventMapping(db, f.event_mapping_id);
    if (!m || m.promotion_app_id !== f.ad_app_id) {
      errors.push({
        field: 'event_mapping_id',
        rule: 'exists',
        message: `event mapping ${f.event_mapping_id} is not one of the promotion app's`,
      });
    }
  }
  if (f.end_time !== null && f.end_time <= f.start_time) {
    errors.push({ field: 'end_time', rule: 'after_start', message: 'end_time must be after start_time' });
  }
  // the delivery options depend on each other and on the flight, so they are read as the campaign would be
  errors.push(...campaignOptionProblems(f));
  const known = await countryCodes(db);
  const unknown = changed('country_bid') ? Object.keys(f.country_bid).filter((c) => !known.has(c)) : [];
  if (unknown.length) {
    errors.push({ field: 'country_bid', rule: 'country', message: `unknown countries: ${unknown.join(', ')}` });
  }
  errors.push(
    ...trackingErrors(
      Object.fromEntries(
        (['impression_track_url', 'click_track_url', 'play_start_track_url'] as const)
          .filter(changed)
          .map((k) => [k, f[k]]),
      ),
      trackingHost,
    ),
  );
  failOn(errors);
  return app!.pkg_name;
}
