import { calls, promotionAppAccountRows } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByName, appBody, createdApp, fieldsOf, uploadIcon } from './apps-helper.js';
import { startServer, type TestServer } from './helper.js';

// Promotion apps, each link's own listing: store, promotion type and link per linked account on add and edit, the
// checks named per link, one package per store within an account, upload times kept.

const { apps } = calls;
let server: TestServer;
let s: Record<'admin', InjectSession>;
let accounts: Map<string, number>;
let icon: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin'] as const);
  accounts = await accountIdsByName(server);
  icon = await uploadIcon(server, s.admin);
});
afterAll(async () => {
  await server.destroy();
});

const acc = (name: string) => accounts.get(name)!;
const listings = async (id: number) =>
  promotionAppAccountRows
    .parse((await s.admin.api(apps.accounts, { promotion_app_id: id, pagesize: 100 })).json().data)
    .map((l) => ({ account: l.account_name, store: l.app_store, link: l.promotion_link, upload: l.upload_time }));
const huawei = (pkg: string) => `https://appgallery.huawei.com/app/${pkg}`;

describe('per-link listings', () => {
  it("gives an account its own store and link on add; the others take the app's; an edit changes one link only", async () => {
    const pkg = 'com.test.links';
    const id = await createdApp(
      s.admin,
      appBody(pkg, icon, [acc('Maple Education'), acc('Comet Music')], {
        links: [{ account_id: acc('Comet Music'), app_store: 3, promotion_type: 1, promotion_link: huawei(pkg) }],
      }),
    );
    const first = await listings(id);
    expect(first.map(({ account, store, link }) => [account, store, link])).toEqual([
      ['Maple Education', 1, `https://play.google.com/store/apps/details?id=${pkg}`],
      ['Comet Music', 3, huawei(pkg)],
    ]);

    const edited = await s.admin.api(apps.edit, {
      id,
      account_ids: [acc('Maple Education'), acc('Comet Music'), acc('Galaxy Games')],
      links: [
        { account_id: acc('Maple Education'), app_store: 2, promotion_type: 1, promotion_link: 'https://x.test/a' },
      ],
    });
    expect(edited.json(), edited.body).toMatchObject({ code: 200 });
    const after = await listings(id);
    expect(after.map(({ account, store, link }) => [account, store, link])).toEqual([
      ['Maple Education', 2, 'https://x.test/a'],
      ['Comet Music', 3, huawei(pkg)],
      ['Galaxy Games', 1, `https://play.google.com/store/apps/details?id=${pkg}`],
    ]);
    expect(after[0]!.upload).toBe(first[0]!.upload);
    expect(after[1]!.upload).toBe(first[1]!.upload);

    // the app's own link changed without per-link entries still reaches every link (as before)
    await s.admin.api(apps.edit, { id, promotion_link: 'https://x.test/all' });
    expect(new Set((await listings(id)).map((l) => l.link))).toEqual(new Set(['https://x.test/all']));
  });

  it("names each bad link's field in one 400", async () => {
    const res = await s.admin.api(
      apps.create,
      appBody('com.test.badlinks', icon, [acc('Maple Education'), acc('Comet Music')], {
        links: [
          { account_id: acc('Galaxy Games'), app_store: 1, promotion_type: 2, promotion_link: 'https://x.test/a' },
          { account_id: acc('Comet Music'), app_store: 1, promotion_type: 1, promotion_link: 'ftp:nothing' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['links.1.promotion_link']);
    const semantic = await s.admin.api(
      apps.create,
      appBody('com.test.badlinks', icon, [acc('Maple Education')], {
        links: [
          { account_id: acc('Galaxy Games'), app_store: 1, promotion_type: 2, promotion_link: 'https://x.test/a' },
        ],
      }),
    );
    expect(semantic.statusCode).toBe(400);
    expect(fieldsOf(semantic.json()).sort()).toEqual(['links.0.account_id', 'links.0.promotion_type']);
  });

  it('keeps one package name per store within an account, per link (10301)', async () => {
    const pkg = 'com.test.linkstore';
    await createdApp(s.admin, appBody(pkg, icon, [acc('Orchid Shopping')]));
    // the same package in another store for that account is another listing
    const other = appBody(pkg, icon, [acc('Orchid Shopping')], {
      links: [{ account_id: acc('Orchid Shopping'), app_store: 4, promotion_type: 1, promotion_link: huawei(pkg) }],
    });
    const id = await createdApp(s.admin, other);
    const taken = await s.admin.api(apps.edit, {
      id,
      links: [{ account_id: acc('Orchid Shopping'), app_store: 1, promotion_type: 1, promotion_link: huawei(pkg) }],
    });
    expect(taken.json()).toMatchObject({
      code: 10301,
      data: { pkg_name: pkg, app_store: 1, account_ids: [acc('Orchid Shopping')] },
    });
  });
});
