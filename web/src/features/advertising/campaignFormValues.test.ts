import type { CampaignDetail } from '@adconsole/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  campaignValuesOf,
  createCampaignBody,
  emptyCampaignValues,
  onWithoutBudget,
  updateCampaignBody,
} from './campaignFormValues';

describe('campaign form values', () => {
  it('sends times picked as wall clock in the campaign time zone, amounts as numbers, empty as no limit', () => {
    const values = {
      ...emptyCampaignValues(dayjs('2026-03-10T09:00:00')),
      account_id: 2,
      ad_app_id: 5,
      name: '  Summer sale ',
      campaign_daily_budget: '500.5',
      time_zone: 'Asia/Shanghai',
      start: dayjs('2026-03-11 00:00', 'YYYY-MM-DD HH:mm'),
      country_bid: [
        { country: 'IN', bid: '0.3' },
        { country: undefined, bid: '1' },
      ],
      attribution_trackers: [{ affiliate: 'af_1', url: ' https://t.example.com/x ' }],
    };
    const body = createCampaignBody(values);
    expect(body).toMatchObject({
      account_id: 2,
      ad_app_id: 5,
      name: 'Summer sale',
      campaign_budget: 0,
      campaign_daily_budget: 500.5,
      start_time: Date.UTC(2026, 2, 10, 16, 0) / 1000,
      end_time: null,
      country_bid: { IN: 0.3 },
      attribution_trackers: [{ affiliate: 'af_1', url: 'https://t.example.com/x' }],
    });
    expect(updateCampaignBody(9, values)).not.toHaveProperty('account_id');
  });

  it('reads a stored campaign back into the same wall times', () => {
    const stored = {
      ...createCampaignBody({ ...emptyCampaignValues(), account_id: 1, ad_app_id: 3, name: 'x y' }),
      campaign_id: 4,
      start_time: Date.UTC(2026, 2, 10, 16, 0) / 1000,
      end_time: null,
      time_zone: 'Asia/Shanghai',
      country_bid: { ID: 0.2 },
    } as unknown as CampaignDetail;
    const values = campaignValuesOf(stored);
    expect(values.start?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-11 00:00');
    expect(values.country_bid).toEqual([{ country: 'ID', bid: '0.2' }]);
  });

  it('sends the record options and references: trimmed ids, 1 for an empty penalty, a deadline only when reserved', () => {
    const values = {
      ...emptyCampaignValues(dayjs('2026-03-10T09:00:00')),
      account_id: 2,
      ad_app_id: 5,
      name: 'Options',
      auto_download: 1,
      io_id: ' IO-7 ',
      bid_price_punish_coef: '',
      reservation: dayjs('2026-03-20 00:00', 'YYYY-MM-DD HH:mm'),
    };
    expect(createCampaignBody(values)).toMatchObject({
      auto_download: 1,
      silently_install: 0,
      app_online: 1,
      io_id: 'IO-7',
      bid_price_punish_coef: 1,
      reservation_time: null,
    });
    expect(createCampaignBody({ ...values, campaign_type: 2, bid_price_punish_coef: '0.8' })).toMatchObject({
      reservation_time: Date.UTC(2026, 2, 19, 16, 0) / 1000,
      bid_price_punish_coef: 0.8,
    });
  });

  it('reads the stored options back, the deadline as wall clock in the campaign zone', () => {
    const stored = {
      ...createCampaignBody({ ...emptyCampaignValues(), account_id: 1, ad_app_id: 3, name: 'x y' }),
      campaign_id: 4,
      country_bid: {},
      time_zone: 'Asia/Shanghai',
      bid_price_punish_coef: 0.85,
      reservation_time: Date.UTC(2026, 2, 19, 16, 0) / 1000,
      camp_id: 'c-1',
    } as unknown as CampaignDetail;
    const values = campaignValuesOf(stored);
    expect(values.reservation?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-20 00:00');
    expect(values).toMatchObject({ bid_price_punish_coef: '0.85', camp_id: 'c-1' });
  });
});

describe('a campaign on without a budget', () => {
  it('is one that is on with neither budget above 0 (empty and 0 mean no limit)', () => {
    const on = { status: 1, campaign_budget: '', campaign_daily_budget: '' };
    expect(onWithoutBudget(on)).toBe(true);
    expect(onWithoutBudget({ ...on, campaign_budget: '0', campaign_daily_budget: ' ' })).toBe(true);
    expect(onWithoutBudget({ ...on, campaign_daily_budget: '50' })).toBe(false);
    expect(onWithoutBudget({ ...on, campaign_budget: '1000' })).toBe(false);
    expect(onWithoutBudget({ ...on, status: 2 })).toBe(false);
  });
});
