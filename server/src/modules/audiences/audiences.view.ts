import {
  AUDIENCE_EVENTS,
  AUDIENCE_WARNINGS,
  type AudienceEvent,
  type AudienceItem,
  type AudienceRule,
  AudienceSource,
  AudienceStatus,
  type AudienceWarning,
} from '@adconsole/contract';
import type { UserClusterRow, UserClusterRuleTable } from './audiences.tables.js';

type Adset = { ad_group_id: number; ad_group_name: string; account_id: number; account_name: string };

export interface Related {
  /** every linked account; `toItem` answers those of `scope` (as the material list does) */
  accounts: { account_id: number; account_name: string }[];
  /** every ad group that targets the package; `toItem` names only those of `scope` */
  adsets: Adset[];
  /** the caller's accounts (null: every account) */
  scope: readonly number[] | null;
  rule: UserClusterRuleTable | undefined;
  creatorName: string | null;
}

/**
 * A shared package is targeted by ad groups (and linked to accounts) of many tenants: the caller sees the names of
 * those of its own accounts and only a count of the others (another tenant's names are not its to read).
 */
export function splitByScope<T extends { account_id: number }>(rows: T[], scope: readonly number[] | null) {
  const mine = scope ? rows.filter((r) => scope.includes(r.account_id)) : rows;
  return { mine, others: rows.length - mine.length };
}

const parsed = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

export function ruleOf(rule: UserClusterRuleTable | undefined): AudienceRule | null {
  if (!rule) return null;
  const events = rule.events
    .split(',')
    .filter((e): e is AudienceEvent => (AUDIENCE_EVENTS as readonly string[]).includes(e));
  return {
    time_range: rule.time_range,
    country: rule.country,
    industry_category: rule.industry_category,
    events,
  };
}

/** A package's row as the list answers it. */
export function toItem(row: UserClusterRow, related: Related): AudienceItem {
  const adsets = splitByScope(related.adsets, related.scope);
  const busy = row.status === AudienceStatus.IMPORTING || row.status === AudienceStatus.DELETING;
  return {
    cluster_id: row.id,
    cluster_name: row.name,
    name: row.name,
    data_type: row.data_type,
    encryption: row.encryption,
    source: row.source,
    upload_source: row.source,
    description: row.description,
    path: row.path,
    count: row.count === null ? null : Number(row.count),
    visibility_scope: row.account_relation_type,
    linked_account: splitByScope(related.accounts, related.scope).mine,
    linked_adset: adsets.mine,
    linked_adset_others: adsets.others,
    create_user_id: row.creator_id,
    creator_name: related.creatorName,
    status: row.status,
    generating: row.status === AudienceStatus.IMPORTING && row.source === AudienceSource.RULES,
    progress: busy ? parsed(row.progress) : null,
    failure:
      row.status === AudienceStatus.IMPORT_FAILED || row.status === AudienceStatus.DELETE_FAILED
        ? parsed(row.failure)
        : null,
    import_warning: (AUDIENCE_WARNINGS as readonly string[]).includes(row.import_warning ?? '')
      ? (row.import_warning as AudienceWarning)
      : null,
    user_cluster_rule: ruleOf(related.rule),
    create_time: Number(row.create_time),
    update_time: Number(row.update_time),
  };
}
