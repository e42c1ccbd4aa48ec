import {
  AUDIENCE_EVENTS,
  type AudienceEvent,
  type AudienceItem,
  type AudienceRule,
  AudienceSource,
  AudienceStatus,
} from '@adconsole/contract';
import type { UserClusterRow, UserClusterRuleTable } from './audiences.tables.js';

export interface Related {
  accounts: { account_id: number; account_name: string }[];
  adsets: { ad_group_id: number; ad_group_name: string; account_id: number; account_name: string }[];
  rule: UserClusterRuleTable | undefined;
  creatorName: string | null;
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
    linked_account: related.accounts,
    linked_adset: related.adsets,
    create_user_id: row.creator_id,
    creator_name: related.creatorName,
    status: row.status,
    generating: row.status === AudienceStatus.IMPORTING && row.source === AudienceSource.RULES,
    progress: busy ? parsed(row.progress) : null,
    failure:
      row.status === AudienceStatus.IMPORT_FAILED || row.status === AudienceStatus.DELETE_FAILED
        ? parsed(row.failure)
        : null,
    import_warning: row.import_warning === 'kind_mismatch' ? 'kind_mismatch' : null,
    user_cluster_rule: ruleOf(related.rule),
    create_time: Number(row.create_time),
    update_time: Number(row.update_time),
  };
}
