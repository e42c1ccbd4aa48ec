import type { Kysely } from 'kysely';

// Copied here, not imported: a migration keeps the values of its day when the contract's catalogue moves on.
const PARENT = { name: 'report', path: '/report', title_zh: '数据报表', title_en: 'Reports' };
const PAGE = { name: 'report.delivery', path: '/report/delivery', title_zh: '投放报表', title_en: 'Delivery Report' };
const GROUP = 'report.view';
/** roles that could see campaigns see their results: the report stays within each user's accounts */
const GRANTED_WITH = 'campaign.view';

/**
 * The Reports menu (a parent and its delivery-report page) and its group `report.view`, granted to every role that
 * holds `campaign.view`, on a database that already has menus. A fresh database gets them from the start-up sync of
 * the access catalogue and the demo roles (demo-access.ts) instead, so its menus keep the code's order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: a migration reads the tables of its day, not today's types
  const k = db as Kysely<any>;
  const anyMenu = await k.selectFrom('menu').select('id').limit(1).executeTakeFirst();
  if (!anyMenu) return;
  const menuId = async (row: typeof PARENT, parentId: number | null): Promise<number> => {
    const found = await k.selectFrom('menu').select('id').where('name', '=', row.name).executeTakeFirst();
    if (found) return found.id;
    const last = await k
      .selectFrom('menu')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('parent_id', parentId === null ? 'is' : '=', parentId)
      .executeTakeFirst();
    const inserted = await k
      .insertInto('menu')
      .values({ ...row, parent_id: parentId, sort: Number(last?.sort ?? 0) + 1, hidden: 0, builtin: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  };
  const pageId = await menuId(PAGE, await menuId(PARENT, null));
  let group = await k.selectFrom('permission_group').select('id').where('name', '=', GROUP).executeTakeFirst();
  group ??= await k
    .insertInto('permission_group')
    .values({ name: GROUP, menu_id: pageId, builtin: 1, remark: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = await k
    .selectFrom('role_permission_group as rg')
    .innerJoin('permission_group as g', 'g.id', 'rg.group_id')
    .select('rg.role_id')
    .where('g.name', '=', GRANTED_WITH)
    .execute();
  for (const { role_id } of roles) {
    await k
      .insertInto('role_menu')
      .values({ role_id, menu_id: pageId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await k
      .insertInto('role_permission_group')
      .values({ role_id, group_id: group.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const k = db as Kysely<any>;
  await k.deleteFrom('permission_group').where('name', '=', GROUP).execute();
  await k.deleteFrom('menu').where('name', 'in', [PAGE.name, PARENT.name]).execute();
}
