import { calls } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { accessIds, ok, userOfRole } from './auth-access-helper.js';
import type { StatLine } from './delivery-stats-helper.js';
import {
  admin,
  ads,
  advertiser,
  countsOf,
  daysAgo,
  from,
  ids,
  type Query,
  query,
  server,
  sums,
  to,
  usd,
  useReportFixture,
  viewer,
} from './reports-helper.js';

// Who sees which statistics in the delivery report: an advertiser only their accounts', another account's ids answer
// like ids that do not exist, the page and permission group, and the range rules every report keeps.

useReportFixture();

describe('the account scope', () => {
  it("shows an advertiser only their accounts' statistics", async () => {
    const r = await query(advertiser, {});
    const galaxy = (l: StatLine) => l.ad_id !== ads.c1;
    expect(r.totals.map(countsOf)).toEqual([sums((l) => galaxy(l) && !usd(l)), sums((l) => galaxy(l) && usd(l))]);
    const viewerSees = await query(viewer, {});
    expect(viewerSees.totals.map(countsOf)).toEqual([sums((l) => l.ad_id === ads.c1)]);
  });

  it("answers another account's campaign, ad group, ad or account like one that does not exist: nothing", async () => {
    const empty = { total: 0, list: [], totals: [], days: [] };
    expect(await query(advertiser, { campaign_ids: [ids.campaignC] })).toEqual(empty);
    expect(await query(advertiser, { ad_group_ids: [ids.groupC] })).toEqual(empty);
    expect(await query(advertiser, { ad_ids: [ads.c1] })).toEqual(empty);
    expect(await query(advertiser, { account_ids: [ids.nimbus] })).toEqual(empty);
    expect(await query(advertiser, { campaign_ids: [2_000_000_000] })).toEqual(empty);
  });

  it('answers 402 to a role without the report page and 403 to one with the page but not report.view', async () => {
    const ids = await accessIds(server);
    const role = async (name: string, menus: string[], groups: string[]) =>
      (
        await ok<{ id: number }>(
          admin.api(calls.authAccess.createRole, {
            name,
            menu_ids: menus.map(ids.menu),
            group_ids: groups.map(ids.group),
          }),
        )
      ).id;
    const noPage = await userOfRole(server, await role('no reports', ['advertising.index'], ['campaign.view']));
    expect((await noPage.api(calls.reports.query, { from, to })).statusCode).toBe(402);
    const noGroup = await userOfRole(server, await role('report page only', ['report.delivery'], []));
    expect((await noGroup.api(calls.reports.query, { from, to })).statusCode).toBe(403);
    expect((await noGroup.api(calls.reports.export, { from, to } as never)).statusCode).toBe(403);
  });

  it('refuses a caller without a session', async () => {
    const res = await server.app.inject({ method: 'POST', url: calls.reports.query.path, payload: { from, to } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the range and its rules', () => {
  const refused = async (body: Record<string, unknown>) => {
    const res = await admin.api(calls.reports.query, body as Query);
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { msg: string; data: { errors: { field: string; message: string }[] } };
  };

  it('refuses an end before the start, naming `to`', async () => {
    const r = await refused({ from: daysAgo(1), to: daysAgo(3) });
    expect(r.data.errors).toEqual([expect.objectContaining({ field: 'to' })]);
    expect(r.msg).toContain('must not be before from');
  });

  it('refuses more than 366 days and takes exactly 366', async () => {
    const r = await refused({ from: '2025-01-01', to: '2026-01-02' });
    expect(r.msg).toContain('at most 366 days');
    await query(admin, { from: '2025-01-01', to: '2026-01-01' });
  });

  it('refuses a day that does not exist, an unknown dimension, a dimension twice and an unknown sort', async () => {
    expect((await refused({ from: '2026-02-30', to })).data.errors[0]!.field).toBe('from');
    expect((await refused({ from, to, dimensions: ['campaign'] })).data.errors[0]!.field).toMatch(/^dimensions/);
    expect((await refused({ from, to, dimensions: ['date', 'date'] })).msg).toContain('each dimension once');
    expect((await refused({ from, to, sort_by: 'name' })).data.errors[0]!.field).toBe('sort_by');
  });
});
