import {
  type CampaignOptionFacts,
  CampaignRecordLimits,
  campaignOptionProblems,
  codePoints,
  EXTERNAL_ID_PATTERN,
} from '@adconsole/contract';

// The form's checks of the campaign record's options and references: the contract's ranges and patterns, and its
// rules between the options (which the server runs too), each worded at the field it names.

/** Why a bid penalty factor is refused (a locale key), or null; empty means 1 (no penalty). */
export function coefProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'campaignFields.rule.coef';
  const n = Number(value);
  return n >= CampaignRecordLimits.PUNISH_COEF_MIN && n <= CampaignRecordLimits.PUNISH_COEF_MAX
    ? null
    : 'campaignFields.rule.coef';
}

/** Why an order or external id is refused, or null (empty is fine). */
export function externalIdProblem(text: string): string | null {
  const value = text.trim();
  return codePoints(value) <= CampaignRecordLimits.EXTERNAL_ID_MAX && EXTERNAL_ID_PATTERN.test(value)
    ? null
    : 'campaignFields.rule.externalId';
}

const WORDING: Record<string, string> = {
  'silently_install:auto_download': 'campaignFields.rule.silentInstall',
  'pack_attribution_tracker_url:required': 'campaignFields.rule.packRequired',
  'reservation_time:campaign_type': 'campaignFields.rule.reservationType',
  'reservation_time:within_flight': 'campaignFields.rule.reservationFlight',
};

/** Why the options refuse `field` (a locale key), or null: the contract's rules between them, read as the form holds them. */
export function optionProblem(field: string, facts: CampaignOptionFacts): string | null {
  const failed = campaignOptionProblems(facts).find((e) => e.field === field);
  return failed ? (WORDING[`${failed.field}:${failed.rule}`] ?? 'campaigns.form.invalid') : null;
}
