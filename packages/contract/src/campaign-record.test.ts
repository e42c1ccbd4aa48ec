import { describe, expect, it } from 'vitest';
import { type CampaignOptionFacts, campaignOptionProblems } from './campaign-record.js';
import { campaignCreateRequest, campaignUpdateRequest } from './campaigns.js';

const base = {
  account_id: 1,
  name: 'Record fields',
  objective: 1,
  ad_app_id: 1,
  campaign_type: 1,
  billing_type: 4,
  campaign_budget: 0,
  campaign_daily_budget: 0,
  currency: 'USD',
  start_time: 1_000,
  time_zone: 'Asia/Shanghai',
};

const failed = (body: Record<string, unknown>) => {
  const r = campaignCreateRequest.safeParse({ ...base, ...body });
  return r.success ? [] : [...new Set(r.error.issues.map((i) => String(i.path[0])))].sort();
};

describe('campaign record fields in the create and update bodies', () => {
  it('defaults every field so a body without them delivers as before', () => {
    expect(campaignCreateRequest.parse(base)).toMatchObject({
      auto_download: 0,
      silently_install: 0,
      attribution_pi: 0,
      app_online: 1,
      bid_price_punish_coef: 1,
      reservation_time: null,
      pack_attribution_tracker_url: '',
      io_id: '',
      po_id: '',
      merchant_id: '',
      camp_id: '',
    });
  });

  it('takes switches 0 and 1 only', () => {
    for (const field of ['auto_download', 'silently_install', 'attribution_pi', 'app_online']) {
      expect(failed({ [field]: 1 }), field).toEqual([]);
      expect(failed({ [field]: 0 }), field).toEqual([]);
      expect(failed({ [field]: 2 }), field).toEqual([field]);
      expect(failed({ [field]: true }), field).toEqual([field]);
    }
  });

  it('takes a bid penalty from 0.01 to 1 with at most 2 decimals', () => {
    expect(failed({ bid_price_punish_coef: 0.01 })).toEqual([]);
    expect(failed({ bid_price_punish_coef: 1 })).toEqual([]);
    for (const bad of [0, 1.01, 0.555, -0.5])
      expect(failed({ bid_price_punish_coef: bad }), String(bad)).toEqual(['bid_price_punish_coef']);
  });

  it('checks the pack attribution link by the URL rule (http or https), empty allowed', () => {
    expect(failed({ pack_attribution_tracker_url: '' })).toEqual([]);
    expect(failed({ pack_attribution_tracker_url: 'https://app.adjust.com/abc' })).toEqual([]);
    expect(failed({ pack_attribution_tracker_url: 'javascript:alert(1)' })).toEqual(['pack_attribution_tracker_url']);
    expect(failed({ pack_attribution_tracker_url: 'not a url' })).toEqual(['pack_attribution_tracker_url']);
  });

  it('takes external ids of letters, digits and . _ : - up to 64 characters, trimmed', () => {
    for (const field of ['io_id', 'po_id', 'merchant_id', 'camp_id']) {
      expect(failed({ [field]: 'IO-2026_01.a:b' }), field).toEqual([]);
      expect(failed({ [field]: 'x'.repeat(64) }), field).toEqual([]);
      expect(failed({ [field]: 'x'.repeat(65) }), field).toEqual([field]);
      expect(failed({ [field]: 'IO 1' }), field).toEqual([field]);
      expect(failed({ [field]: '<b>' }), field).toEqual([field]);
    }
    expect(campaignCreateRequest.parse({ ...base, io_id: '  IO-1 ' }).io_id).toBe('IO-1');
  });

  it('takes a reservation time in unix seconds or null', () => {
    expect(failed({ reservation_time: null })).toEqual([]);
    expect(failed({ reservation_time: 2_000 })).toEqual([]);
    expect(failed({ reservation_time: -1 })).toEqual(['reservation_time']);
    expect(failed({ reservation_time: 1.5 })).toEqual(['reservation_time']);
  });

  it('leaves the users who made and changed a campaign out of the bodies', () => {
    const parsed = campaignCreateRequest.parse({ ...base, create_user_id: 7, modify_user_id: 7, id: 3 });
    expect(parsed).not.toHaveProperty('create_user_id');
    expect(parsed).not.toHaveProperty('modify_user_id');
    expect(parsed).not.toHaveProperty('id');
    const update = campaignUpdateRequest.parse({ campaign_id: 1, modify_user_id: 7, io_id: 'IO' });
    expect(update).toEqual({ campaign_id: 1, io_id: 'IO' });
  });
});

describe('campaignOptionProblems', () => {
  const facts: CampaignOptionFacts = {
    campaign_type: 2,
    start_time: 1_000,
    end_time: 5_000,
    auto_download: 0,
    silently_install: 0,
    attribution_pi: 0,
    pack_attribution_tracker_url: '',
    reservation_time: null,
  };
  const fields = (more: Partial<CampaignOptionFacts>) =>
    campaignOptionProblems({ ...facts, ...more }).map((e) => e.field);

  it('passes the defaults', () => {
    expect(fields({})).toEqual([]);
  });

  it('needs the automatic download for a silent install', () => {
    expect(fields({ silently_install: 1 })).toEqual(['silently_install']);
    expect(fields({ silently_install: 1, auto_download: 1 })).toEqual([]);
  });

  it('needs the pack link for pre-install attribution', () => {
    expect(fields({ attribution_pi: 1 })).toEqual(['pack_attribution_tracker_url']);
    expect(fields({ attribution_pi: 1, pack_attribution_tracker_url: '  ' })).toEqual(['pack_attribution_tracker_url']);
    expect(fields({ attribution_pi: 1, pack_attribution_tracker_url: 'https://a.example/p' })).toEqual([]);
  });

  it('keeps a reservation time to reservation campaigns, after the start and not after the end', () => {
    expect(fields({ reservation_time: 2_000 })).toEqual([]);
    expect(fields({ reservation_time: 5_000 })).toEqual([]);
    expect(fields({ reservation_time: 2_000, end_time: null })).toEqual([]);
    expect(fields({ reservation_time: 1_000 })).toEqual(['reservation_time']);
    expect(fields({ reservation_time: 5_001 })).toEqual(['reservation_time']);
    const standard = campaignOptionProblems({ ...facts, campaign_type: 1, reservation_time: 2_000 });
    expect(standard).toEqual([expect.objectContaining({ field: 'reservation_time', rule: 'campaign_type' })]);
  });
});
