import { calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { describe, expect, it } from 'vitest';
import { admin, ads, advertiser, from, ids, positions, query, server, to, useReportFixture } from './reports-helper.js';

// The delivery report's CSV export on the real server: every row, headers in the chosen language, the caller's scope,
// the formula guard, and a bad range refused before a byte is written.

useReportFixture();

describe('the CSV export', () => {
  const exported = async (session: InjectSession, body: Record<string, unknown>) => {
    const res = await session.api(calls.reports.export, { from, to, ad_ids: Object.values(ads), ...body } as never);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    return res.body;
  };

  it('writes every row with headers in the chosen language', async () => {
    const zh = await exported(admin, { dimensions: ['date', 'country'], lang: 'zh-CN' });
    const zhLines = zh
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(zhLines[0]).toBe('日期,国家/地区,币种,展示数,点击数,安装数,转化数,花费,点击率,转化率,安装成本,千次展示成本');
    const { total } = await query(admin, { dimensions: ['date', 'country'] });
    expect(zhLines).toHaveLength(total + 1);
    const en = await exported(admin, { dimensions: ['ad_type'], lang: 'en-US', campaign_ids: [ids.campaignC] });
    const enLines = en
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(enLines[0]).toBe('Ad type,Currency,Impressions,Clicks,Installs,Conversions,Spend,CTR,CVR,CPI,eCPM');
    expect(enLines[1]).toMatch(/^(Banner|Interstitial|Native|Rewarded video|Splash),USD,800,16,0,0,12,0.02,0,,15$/);
  });

  it("keeps the caller's scope: an advertiser's export has no row of another account", async () => {
    const csv = await exported(advertiser, { campaign_ids: [ids.campaignC], lang: 'en-US' });
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('guards a name that a spreadsheet would run as a formula', async () => {
    const [p] = positions as [(typeof positions)[number]];
    const db = server.database.db;
    await db
      .updateTable('media_app')
      .set({ name: '=HYPERLINK("http://x.test","y")' })
      .where('id', '=', p.app_id)
      .execute();
    await db.updateTable('ad_position').set({ name: '\u200b+SUM(A1)' }).where('id', '=', p.id).execute();
    try {
      const csv = await exported(admin, {
        dimensions: ['app', 'ad_position'],
        lang: 'en-US',
        campaign_ids: [ids.campaignA],
      });
      expect(csv).toContain(`"'=HYPERLINK(""http://x.test"",""y"")"`);
      expect(csv).toContain("'\u200b+SUM(A1)");
      expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    } finally {
      await db.updateTable('media_app').set({ name: p.app_name }).where('id', '=', p.app_id).execute();
      await db.updateTable('ad_position').set({ name: p.name }).where('id', '=', p.id).execute();
    }
  });

  it('refuses a bad range before writing a byte', async () => {
    const res = await admin.api(calls.reports.export, { from: to, to: from } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('to');
  });
});
