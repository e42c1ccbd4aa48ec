import type { DB } from '../../../db/database.js';

/** The menus and groups a role is granted (as stored: leaves ticked, groups). */
export async function roleGrants(db: DB, roleId: number) {
  const [menus, groups] = await Promise.all([
    db.selectFrom('role_menu').select('menu_id').where('role_id', '=', roleId).execute(),
    db.selectFrom('role_permission_group').select('group_id').where('role_id', '=', roleId).execute(),
  ]);
  return { menuIds: menus.map((m) => m.menu_id), groupIds: groups.map((g) => g.group_id) };
}

/** Every group with its menu's id and name. */
export function groupsWithMenu(db: DB) {
  return db
    .selectFrom('permission_group as g')
    .innerJoin('menu as m', 'm.id', 'g.menu_id')
    .select(['g.id', 'g.name', 'g.menu_id', 'm.name as menu_name'])
    .orderBy('g.id')
    .execute();
}

/** The accounts scoping a user's data: every account (null) or the linked ones. */
export function accounts(db: DB, userId: number | null) {
  let q = db.selectFrom('account as a').select(['a.id', 'a.account_name', 'a.is_review_material']);
  if (userId !== null) {
    q = q.innerJoin('user_account as ua', 'ua.account_id', 'a.id').where('ua.user_id', '=', userId);
  }
  return q.orderBy('a.id').execute();
}
