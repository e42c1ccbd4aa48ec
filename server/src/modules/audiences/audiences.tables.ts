import type { Generated, Selectable } from 'kysely';
import type { Defaulted, Millis } from '../../db/columns.js';

/** An audience package (migration 20261123_0003). */
export interface UserClusterTable {
  id: Generated<number>;
  name: string;
  /** the name lower-cased: unique among packages not deleted */
  name_key: string;
  data_type: number;
  encryption: number;
  /** 1 uploaded file, 2 a file in storage, 3 rules */
  source: number;
  path: Defaulted<string>;
  /** the uploaded file's private storage key (source 1) */
  file_key: string | null;
  /** the sorted-set file of the ids (private storage key) */
  result_key: string | null;
  description: Defaulted<string>;
  /** the visibility scope: 1 all accounts, 2 linked accounts */
  account_relation_type: number;
  status: number;
  count: number | null;
  /** JSON: AudienceProgress while importing */
  progress: string | null;
  /** JSON: AudienceFailure of status 3 or 5 */
  failure: string | null;
  import_warning: string | null;
  creator_id: number | null;
  create_time: Millis;
  update_time: Millis;
}
export type UserClusterRow = Selectable<UserClusterTable>;

export interface UserClusterAccountTable {
  user_cluster_id: number;
  account_id: number;
}

export interface UserClusterRuleTable {
  user_cluster_id: number;
  time_range: number;
  country: string;
  industry_category: number;
  /** comma-separated event names */
  events: string;
}

export interface UserClusterImportTable {
  user_cluster_id: number;
  /** JSON: AudienceImportReport */
  report: string;
  create_time: Millis;
}

/** An uploaded audience file no package has taken yet (migration 20261123_0005). */
export interface UserClusterUploadTable {
  /** the private storage key: the upload call's `path` */
  file_key: string;
  size: number;
  name: string;
  creator_id: number | null;
  create_time: Millis;
}

export interface AdGroupUserClusterTable {
  ad_group_id: number;
  user_cluster_id: number;
  /** 1 include, 2 exclude (migration 20261123_0030) */
  mode: Defaulted<number>;
}

/** A device's event, what rule-based packages are evaluated against (migration 20261123_0004). */
export interface DeviceEventTable {
  id: Generated<number>;
  /** lower case, with its dashes */
  gaid: string;
  country: string;
  industry_category: number;
  /** click, install or event */
  event: string;
  event_time: Millis;
}
