import { AccountRelationType } from '@adconsole/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
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
export async function countAccountsOutside(db: DB, scope: number[]): Promise<number> {
  const r = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 1)
    .where('id', 'not in', idList(scope))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Where an account-scoped row keeps its links: the row's alias in the query (with `id` and
 * `account_relation_type` columns) and the link table with the column naming the row (its `account_id` names
 * the account).
 */
export interface AccountLinks {
  alias: string;
  linkTable: string;
  ownerColumn: string;
}

/** The list filter for a non-administrator: rows for all accounts, plus those linked to one of `scope`. */
export function visibleTo(links: AccountLinks, scope: number[]): Expression<SqlBool> {
  const owner = sql.ref(`l.${links.ownerColumn}`);
  return sql<SqlBool>`(${sql.ref(`${links.alias}.account_relation_type`)} = ${AccountRelationType.ALL} or exists (
    select ${owner} from ${sql.table(links.linkTable)} as l
    where ${owner} = ${sql.ref(`${links.alias}.id`)} and l.account_id in (${sql.join(idList(scope))})))`;
}
