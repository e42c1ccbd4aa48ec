import type { DB } from '../../db/database.js';
import { idList } from '../../db/id-list.js';

/** The active accounts among `ids`, with the review-material flag. */
export function findAccounts(db: DB, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('account')
    .select(['id', 'account_name', 'is_review_material'])
    .where('id', 'in', ids)
    .where('status', '=', 1)
    .execute();
}

/** How many active accounts lie outside `scope` (0: the scope covers every account). */
export async function countAccountsOutside(db: DB, scope: readonly number[]): Promise<number> {
  const r = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 1)
    .where('id', 'not in', idList(scope))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
