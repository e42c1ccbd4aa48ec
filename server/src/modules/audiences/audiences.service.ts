import {
  type AudienceDetail,
  type AudienceImportReport,
  type AudienceListAnswer,
  type AudienceListQuery,
  Code,
} from '@adconsole/contract';
import { accountScope } from '../../core/account-scope.js';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import type { DB } from '../../db/database.js';
import { canSeeLinked } from '../accounts/index.js';
import * as repo from './audiences.repo.js';
import type { UserClusterRow } from './audiences.tables.js';
import { toItem } from './audiences.view.js';

/** A package's account links, as the account-scope rules read them. */
export const linkedOf = async (db: DB, row: UserClusterRow) => ({
  id: row.id,
  relationType: row.account_relation_type,
  accountIds: (await repo.accountsOf(db, [row.id])).map((a) => a.account_id),
});

/** The package, if the caller may see it (a package outside its accounts does not exist for it). */
export async function visible(db: DB, auth: AuthContext, id: number): Promise<UserClusterRow> {
  const row = await repo.findCluster(db, id);
  if (!row || !canSeeLinked(auth, await linkedOf(db, row))) {
    throw new AppError(Code.NOT_EXISTS, `audience package ${id} does not exist`, { id });
  }
  return row;
}

export async function list(db: DB, auth: AuthContext, query: AudienceListQuery): Promise<AudienceListAnswer> {
  const scope = accountScope(auth);
  const page = await repo.list(db, query, scope);
  const ids = page.list.map((r) => r.id);
  const [accounts, adsets] = await Promise.all([repo.accountsOf(db, ids), repo.adsetsOf(db, ids)]);
  return {
    total: page.total,
    list: page.list.map((row) =>
      toItem(row, {
        accounts: accounts
          .filter((a) => a.user_cluster_id === row.id)
          .map(({ account_id, account_name }) => ({ account_id, account_name })),
        adsets: adsets.filter((a) => a.user_cluster_id === row.id).map(({ user_cluster_id: _, ...a }) => a),
        scope,
        rule:
          row.rule_cluster_id === null
            ? undefined
            : {
                user_cluster_id: row.rule_cluster_id,
                time_range: row.rule_time_range!,
                country: row.rule_country!,
                industry_category: row.rule_industry_category!,
                events: row.rule_events!,
              },
        creatorName: row.creator_name,
      }),
    ),
  };
}

export async function detail(db: DB, auth: AuthContext, id: number): Promise<AudienceDetail> {
  const row = await visible(db, auth, id);
  const [accounts, adsets, rules, report, creator] = await Promise.all([
    repo.accountsOf(db, [id]),
    repo.adsetsOf(db, [id]),
    repo.rulesOf(db, [id]),
    repo.reportOf(db, id),
    repo.creatorName(db, row.creator_id),
  ]);
  const item = toItem(row, {
    accounts: accounts.map(({ account_id, account_name }) => ({ account_id, account_name })),
    adsets: adsets.map(({ user_cluster_id: _, ...a }) => a),
    scope: accountScope(auth),
    rule: rules[0],
    creatorName: creator?.login_name ?? null,
  });
  return { ...item, import_report: report ? (JSON.parse(report.report) as AudienceImportReport) : null };
}
