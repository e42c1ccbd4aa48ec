import { type Call, calls, exportHeaders, LIST_EXPORTS, withQuery } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessIds, ok, userOfRole } from './auth-access-helper.js';
import { accountIds, appOf, campaignBody, created } from './campaigns-helper.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// Every list's CSV export on the real server: the whole filtered result (every page of the list, not one), headers
// in the request's language after a byte-order mark, the formula guard, the caller's data scope and the list's own
// permission. Campaigns (more rows than one page) and the users and roles of the administration stand for the lists:
// the mechanism is one (server/src/core/list-export.ts), each list only names its service and columns.

let server: TestServer;
let admin: InjectSession;
let advertiser: InjectSession;
const tag = `Exp${Date.now().toString(36)}`;
const GALAXY_ROWS = 103;
const NIMBUS_ROWS = 3;
let formulaId = 0;

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, 'admin');
  advertiser = await loginAs(server, 'advertiser');
  const accounts = await accountIds(server);
  const make = async (accountName: string, rows: number, label: string) => {
    const accountId = accounts.get(accountName)!;
    const app = await appOf(server, accountId);
    const ids: number[] = [];
    for (let n = 0; n < rows; n++) {
      const body = campaignBody(accountId, app.id, { name: `${tag} ${label} ${String(n).padStart(3, '0')}` });
      ids.push(await created(admin, calls.campaigns.create, body));
    }
    return ids;
  };
  const galaxy = await make('Galaxy Games', GALAXY_ROWS, 'G');
  await make('Nimbus Video', NIMBUS_ROWS, 'N');
  // a name a spreadsheet would run: written straight into the table (the form's rules are not what is tested here)
  formulaId = galaxy[0]!;
  await server.database.db
    .updateTable('campaign')
    .set({ name: `=HYPERLINK("http://x.test","${tag}")` })
    .where('id', '=', formulaId)
    .execute();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Calls an export as the console does: the session's token and the console's language in `Accept-Language`. */
async function exported(session: InjectSession, call: Call, input: Record<string, unknown> | undefined, lang?: string) {
  const res = await server.app.inject({
    method: call.method,
    url: call.query ? withQuery(call.path, input) : call.path,
    headers: { token: session.token, ...(lang ? { 'accept-language': lang } : {}) },
    ...(call.body ? { payload: input ?? {} } : {}),
  });
  return res;
}

/** The file's lines (CRLF), the byte-order mark checked and taken off. */
function linesOf(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const lines = body.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(0, -1);
}

describe('the campaign export', () => {
  const filter = { custom: tag };

  it('writes every filtered row, past one page, after zh headers and a byte-order mark', async () => {
    const res = await exported(admin, calls.listExports.campaigns, filter, 'zh-CN,zh;q=0.9');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="campaigns.csv"');
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(exportHeaders(LIST_EXPORTS.campaigns, 'zh-CN').join(','));
    expect(lines[0]).toContain('广告系列名称');
    expect(lines).toHaveLength(1 + GALAXY_ROWS + NIMBUS_ROWS);
    // the list's own page says the same total; the export is not one page of it
    const page = await ok<{ total: number }>(admin.api(calls.campaigns.list, { ...filter, page_size: 10 }));
    expect(page.total).toBe(GALAXY_ROWS + NIMBUS_ROWS);
    // ids once each: no row twice across the pages the export read
    const ids = lines.slice(1).map((l) => l.split(',')[0]);
    expect(new Set(ids).size).toBe(GALAXY_ROWS + NIMBUS_ROWS);
    // statuses as words, times as text
    expect(lines.filter((l) => l.includes(`${tag} G 001,开启,`))).toHaveLength(1);
    expect(lines[1]).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('writes en headers and words for an en request, and zh when the language is not known', async () => {
    const en = linesOf((await exported(admin, calls.listExports.campaigns, filter, 'en-US')).body);
    expect(en[0]).toBe(exportHeaders(LIST_EXPORTS.campaigns, 'en-US').join(','));
    expect(en[0]!.startsWith('Campaign ID,Campaign name,Status,Delivery,')).toBe(true);
    expect(en.filter((l) => l.includes(`${tag} G 001,On,`))).toHaveLength(1);
    const unknown = linesOf((await exported(admin, calls.listExports.campaigns, filter, 'fr-FR')).body);
    expect(unknown[0]).toBe(exportHeaders(LIST_EXPORTS.campaigns, 'zh-CN').join(','));
  });

  it('keeps a formula-like name as text', async () => {
    const lines = linesOf((await exported(admin, calls.listExports.campaigns, filter, 'en-US')).body);
    const row = lines.find((l) => l.startsWith(`${formulaId},`))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x.test"",""${tag}"")"`);
  });

  it('respects the filters: a narrower filter exports only its rows', async () => {
    const lines = linesOf((await exported(admin, calls.listExports.campaigns, { custom: `${tag} N` }, 'en-US')).body);
    expect(lines).toHaveLength(1 + NIMBUS_ROWS);
    expect(lines.slice(1).every((l) => l.includes(`${tag} N `))).toBe(true);
  });

  it("keeps the caller's data scope: an advertiser's export has only their accounts' rows", async () => {
    const lines = linesOf((await exported(advertiser, calls.listExports.campaigns, filter, 'en-US')).body);
    expect(lines).toHaveLength(1 + GALAXY_ROWS);
    expect(lines.some((l) => l.includes(`${tag} N `))).toBe(false);
    expect(lines.some((l) => l.includes('Nimbus Video'))).toBe(false);
  });

  it('refuses a caller who may not read the list, as the list does', async () => {
    const ids = await accessIds(server);
    const role = await ok<{ id: number }>(
      admin.api(calls.authAccess.createRole, {
        name: `no campaigns ${tag}`,
        menu_ids: [ids.menu('report.delivery')],
        group_ids: [],
      }),
    );
    const outsider = await userOfRole(server, role.id);
    const list = await outsider.api(calls.campaigns.list, filter);
    const res = await exported(outsider, calls.listExports.campaigns, filter, 'en-US');
    expect(list.statusCode).not.toBe(200);
    expect(res.statusCode).toBe(list.statusCode);
    expect(res.headers['content-type']).toContain('application/json');
    const anonymous = await server.app.inject({ method: 'POST', url: calls.listExports.campaigns.path, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad filters with the list call’s 400, not a file', async () => {
    const res = await exported(admin, calls.listExports.campaigns, { status: 'x' }, 'en-US');
    expect(res.statusCode).toBe(400);
  });
});

describe('the administration exports', () => {
  it('exports the users of a filter, with their role and status words, to an administrator only', async () => {
    const lines = linesOf((await exported(admin, calls.listExports.users, { shareid: 'advertiser' }, 'en-US')).body);
    expect(lines[0]).toBe(exportHeaders(LIST_EXPORTS.users, 'en-US').join(','));
    expect(lines.slice(1).every((l) => l.split(',')[1]!.includes('advertiser'))).toBe(true);
    expect(lines.some((l) => /,advertiser,/.test(l) && l.includes(',Enabled,'))).toBe(true);
    const zh = linesOf((await exported(admin, calls.listExports.users, { shareid: 'advertiser' }, 'zh-CN')).body);
    expect(zh[0]!.startsWith('ID,SHAREid,角色,')).toBe(true);
    expect(zh.some((l) => l.includes(',启用,'))).toBe(true);
    const list = await advertiser.api(calls.authAdmin.userPage, {});
    const refused = await exported(advertiser, calls.listExports.users, {}, 'en-US');
    expect(list.statusCode).not.toBe(200);
    expect(refused.statusCode).toBe(list.statusCode);
  });

  it('exports a list that has no pages (the roles) whole', async () => {
    const roles = await ok<unknown[]>(admin.api(calls.authAccess.roles));
    const lines = linesOf((await exported(admin, calls.listExports.roles, undefined, 'en-US')).body);
    expect(lines[0]).toBe(exportHeaders(LIST_EXPORTS.roles, 'en-US').join(','));
    expect(lines).toHaveLength(1 + roles.length);
  });
});

describe('every list export', () => {
  it("answers each declared export with its own headers to an administrator, and the list's refusal to an advertiser", async () => {
    const campaign = await ok<{ list: { campaign_id: number }[] }>(admin.api(calls.campaigns.list, { page_size: 1 }));
    const campaignId = campaign.list[0]!.campaign_id;
    const group = await created(admin, calls.campaigns.groupCreate, { campaign_id: campaignId, name: `${tag} group` });
    const inputs: Partial<Record<keyof typeof LIST_EXPORTS, Record<string, unknown>>> = {
      adGroups: { campaign_id: campaignId },
      ads: { ad_group_id: group },
    };
    for (const [name, call] of Object.entries(calls.listExports) as [keyof typeof LIST_EXPORTS, Call][]) {
      const res = await exported(admin, call, inputs[name] ?? {}, 'en-US');
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      const lines = linesOf(res.body);
      expect(lines[0], name).toBe(exportHeaders(LIST_EXPORTS[name], 'en-US').join(','));
      expect(
        lines.slice(1).every((l) => l.length > 0),
        name,
      ).toBe(true);
    }
    expect(Object.keys(calls.listExports).sort()).toEqual(Object.keys(LIST_EXPORTS).sort());
    // the advertiser: each export answers as its list does (402/403 where the role lacks the page or the group)
    const lists: Record<keyof typeof LIST_EXPORTS, Call> = {
      campaigns: calls.campaigns.list,
      adGroups: calls.campaigns.groupList,
      ads: calls.ads.list,
      materials: calls.materials.list,
      audiences: calls.audiences.list,
      tags: calls.tags.list,
      apps: calls.apps.list,
      users: calls.authAdmin.userPage,
      accounts: calls.authAdmin.accountPage,
      roles: calls.authAccess.roles,
      apiKeys: calls.apiKeys.list,
      companies: calls.authAdmin.companies,
      permissionGroups: calls.authAccess.groupPage,
      deviceEventImports: calls.deviceEvents.importList,
      mediaApps: calls.placements.mediaAppPage,
      adPositions: calls.placements.adPositionPage,
      dsps: calls.placements.dspPage,
      dspMappings: calls.placements.dspMappingPage,
      adPlatforms: calls.placements.adPlatformPage,
      menus: calls.authAccess.menus,
      partnerFolders: calls.partnerFolders.list,
    };
    const statuses = new Set<number>();
    for (const [name, call] of Object.entries(calls.listExports) as [keyof typeof LIST_EXPORTS, Call][]) {
      const list = await exported(advertiser, lists[name], inputs[name] ?? {});
      const res = await exported(advertiser, call, inputs[name] ?? {}, 'en-US');
      expect(res.statusCode, name).toBe(list.statusCode);
      statuses.add(res.statusCode);
    }
    // the advertiser reads some of these lists and not others: both paths were taken
    expect(statuses.has(200)).toBe(true);
    expect([...statuses].some((s) => s === 402 || s === 403)).toBe(true);
  });
});
