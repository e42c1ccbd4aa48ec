import { describe, expect, it } from 'vitest';
import { coefProblem, externalIdProblem, optionProblem } from './campaignRecordRules';

describe('campaign record rules as the form words them', () => {
  it('takes a bid penalty from 0.01 to 1 with 2 decimals, empty as no penalty', () => {
    for (const ok of ['', '0.01', '0.5', '1', '1.00']) expect(coefProblem(ok), ok).toBeNull();
    for (const bad of ['0', '1.01', '0.005', '-0.5', 'a', '.5'])
      expect(coefProblem(bad), bad).toBe('campaignFields.rule.coef');
  });

  it('takes ids of letters, digits and . _ : - up to 64', () => {
    for (const ok of ['', 'IO-1', 'm.a:b_c', 'x'.repeat(64)]) expect(externalIdProblem(ok), ok).toBeNull();
    for (const bad of ['IO 1', '订单1', 'x'.repeat(65), '<b>']) {
      expect(externalIdProblem(bad), bad).toBe('campaignFields.rule.externalId');
    }
  });

  it("words the contract's rules between the options at the field they name", () => {
    const facts = {
      campaign_type: 1,
      start_time: 100,
      end_time: 500,
      auto_download: 0,
      silently_install: 1,
      attribution_pi: 1,
      pack_attribution_tracker_url: '',
      reservation_time: 200,
    };
    expect(optionProblem('silently_install', facts)).toBe('campaignFields.rule.silentInstall');
    expect(optionProblem('pack_attribution_tracker_url', facts)).toBe('campaignFields.rule.packRequired');
    expect(optionProblem('reservation_time', facts)).toBe('campaignFields.rule.reservationType');
    expect(optionProblem('reservation_time', { ...facts, campaign_type: 2, reservation_time: 600 })).toBe(
      'campaignFields.rule.reservationFlight',
    );
    expect(optionProblem('silently_install', { ...facts, auto_download: 1 })).toBeNull();
  });
});
