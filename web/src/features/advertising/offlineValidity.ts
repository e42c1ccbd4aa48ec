import { CampaignLimits } from '@adconsole/contract';
import type { Problem } from '../../kit/ruleOf';

/**
 * Why an ad group's offline-report validity is refused, or null: whole days from 0 to the contract's maximum (the
 * server's bound too); empty is fine, the form sends it as 0.
 */
export function offlineValidityProblem(value: unknown): Problem | null {
  if (value === undefined || value === null || value === '') return null;
  const days = Number(value);
  return Number.isInteger(days) && days >= 0 && days <= CampaignLimits.OFFLINE_VALIDITY_DAYS_MAX
    ? null
    : { key: 'campaigns.rule.offlineValidity', values: { max: CampaignLimits.OFFLINE_VALIDITY_DAYS_MAX } };
}
