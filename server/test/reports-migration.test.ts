import { describe, expect, it } from 'vitest';
import { migrateTo } from '../src/db/migrate.js';
import { syncAccessCatalog } from '../src/modules/auth/access-catalog.js';
import { databaseBefore } from './migration-helper.js';

// Migration 20261126_0750 on a database that already has its menus and roles: the Reports menu and `report.view`
// appear, granted to each role that could see campaigns; a fresh database is left to the start-up sync.

const BEFORE = '20261126_0740_delivery_stats';
const MIGRATION = '20261126_0750_reports';

describe('migration 20261126_0750 (reports)', () => {
  it('adds the Reports menu and its group, granted to the roles holding campaign.view only', async () => {
    const { db, insert, legacy } = await databaseBefore(BEFORE);
    const menu = (name: string, parent: number | null, sort: number) =>
      insert('menu', { name, path: `/${name.replace('.', '/')}`, parent_id: parent, sort, builtin: 1 });
    const advertising = await menu('advertising', null, 1);
    const campaigns = await menu('advertising.index', advertising, 1);
    const group = await insert('permission_group', { name: 'campaign.view', menu_id: campaigns, builtin: 1 });
    const seller = await insert('role', { name: 'seller', create_time: 1 });
    const clerk = await insert('role', { name: 'clerk', create_time: 1 });
    await legacy.insertInto('role_permission_group').values({ role_id: seller, group_id: group }).execute();
    await legacy.insertInto('role_menu').values({ role_id: seller, menu_id: campaigns }).execute();

    await migrateTo(db, MIGRATION);
    const menus = await db.selectFrom('menu').selectAll().where('name', 'like', 'report%').orderBy('id').execute();
    expect(menus.map((m) => [m.name, m.path, m.title_en, m.sort])).toEqual([
      ['report', '/report', 'Reports', 2],
      ['report.delivery', '/report/delivery', 'Delivery Report', 1],
    ]);
    expect(menus[1]!.parent_id).toBe(menus[0]!.id);
    const grants = async (role: number) => ({
      menus: (await db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role).execute()).map(
        (r) => r.menu_id,
      ),
      groups: (
        await db
          .selectFrom('role_permission_group as rg')
          .innerJoin('permission_group as g', 'g.id', 'rg.group_id')
          .select('g.name')
          .where('rg.role_id', '=', role)
          .execute()
      ).map((r) => r.name),
    });
    expect(await grants(seller)).toEqual({
      menus: [campaigns, menus[1]!.id],
      groups: ['campaign.view', 'report.view'],
    });
    expect(await grants(clerk)).toEqual({ menus: [], groups: [] });

    // the start-up sync then finds them and files the report calls under the group
    await syncAccessCatalog(db);
    expect(await db.selectFrom('menu').select('id').where('name', 'like', 'report%').execute()).toHaveLength(2);
    const calls = await db
      .selectFrom('permission as p')
      .innerJoin('permission_group as g', 'g.id', 'p.group_id')
      .select('p.path')
      .where('g.name', '=', 'report.view')
      .orderBy('p.path')
      .execute();
    expect(calls.map((c) => c.path)).toEqual(['/v1/report/export', '/v1/report/query']);
  });

  it('leaves a database without menus to the start-up sync', async () => {
    const { db } = await databaseBefore(BEFORE);
    await migrateTo(db, MIGRATION);
    expect(await db.selectFrom('menu').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('permission_group').select('id').execute()).toEqual([]);
  });
});
