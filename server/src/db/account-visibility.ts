import { AccountRelationType } from '@adconsole/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import { idList } from './id-list.js';

// The one filter every account-scoped list (materials, tags, audience packages) puts on its query for a caller who is
// not an administrator: core/account-scope.ts in SQL; the rules of who may change what are the accounts module's
// (account-scope.ts).

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
export function visibleTo(links: AccountLinks, scope: readonly number[]): Expression<SqlBool> {
  const owner = sql.ref(`l.${links.ownerColumn}`);
  return sql<SqlBool>`(${sql.ref(`${links.alias}.account_relation_type`)} = ${AccountRelationType.ALL} or exists (
    select ${owner} from ${sql.table(links.linkTable)} as l
    where ${owner} = ${sql.ref(`${links.alias}.id`)} and l.account_id in (${sql.join(idList(scope))})))`;
}
