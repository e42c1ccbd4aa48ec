import {
  type AudienceCreateRequest,
  type AudienceEditRequest,
  type AudienceEvent,
  type AudienceItem,
  AudienceLimits,
  AudienceSource,
  Encryption,
  VisibilityScope,
} from '@adconsole/contract';

/** Upload states of the form's file: 1 uploading, 2 success, 3 failed, 4 not uploaded. */
export const UploadState = { UPLOADING: 1, SUCCESS: 2, FAILED: 3, NONE: 4 } as const;
export type UploadStateValue = (typeof UploadState)[keyof typeof UploadState];

/** The values of the audience form, as its fields hold them. */
export interface AudienceFormValues {
  data_type: number;
  encryption: number;
  cluster_name: string;
  source: number;
  path: string;
  description: string;
  visibility_scope: number;
  linked_account: number[];
  time_range?: number;
  country?: string;
  industry_category?: number;
  events: AudienceEvent[];
}

/** A new package's values: GAID, plain ids, an uploaded file, every account. */
export function emptyValues(): AudienceFormValues {
  return {
    data_type: 3,
    encryption: Encryption.NONE,
    cluster_name: '',
    source: AudienceSource.UPLOAD,
    path: '',
    description: '',
    visibility_scope: VisibilityScope.ALL,
    linked_account: [],
    events: [],
  };
}

/** An existing package's values. */
export function valuesOf(item: AudienceItem): AudienceFormValues {
  const rule = item.user_cluster_rule;
  return {
    data_type: item.data_type,
    encryption: item.encryption,
    cluster_name: item.cluster_name,
    source: item.source,
    path: item.path,
    description: item.description,
    visibility_scope: item.visibility_scope,
    linked_account: item.linked_account.map((account) => account.account_id),
    time_range: rule?.time_range,
    country: rule?.country,
    industry_category: rule?.industry_category,
    events: rule ? [...rule.events] : [],
  };
}

/**
 * The fields a change sets in turn: data type 1 resets encryption and source, data type 3 sets
 * source 1; a hash encryption while the source is rule-based sets source 1; a new source clears the path.
 * `pathCleared` tells the form to drop the path's validation message too.
 */
export function followChange(
  changed: Partial<AudienceFormValues>,
  values: AudienceFormValues,
): { patch: Partial<AudienceFormValues>; pathCleared: boolean } {
  const patch: Partial<AudienceFormValues> = {};
  if (changed.data_type === 1) Object.assign(patch, { encryption: Encryption.NONE, source: AudienceSource.UPLOAD });
  if (changed.data_type === 3) patch.source = AudienceSource.UPLOAD;
  if (changed.encryption !== undefined && changed.encryption !== Encryption.NONE) {
    if (values.source === AudienceSource.RULES) patch.source = AudienceSource.UPLOAD;
  }
  const sourceChanged = changed.source !== undefined || (patch.source !== undefined && patch.source !== values.source);
  if (sourceChanged) patch.path = '';
  return { patch, pathCleared: sourceChanged };
}

/**
 * A reason a submit is blocked with "verification failed": no account while the scope is specified, more accounts
 * than a package links (the spec's "exceed limit"), no uploaded file, or one still uploading.
 */
export type BlockReason = 'needAccount' | 'accountsMax' | 'needFile' | 'uploading';

/** Every reason the submit is blocked, all at once (empty when it may go), in the order the form shows its fields. */
export function submitBlocks(values: AudienceFormValues, upload: UploadStateValue, creating: boolean): BlockReason[] {
  const reasons: BlockReason[] = [];
  if (creating && values.source === AudienceSource.UPLOAD) {
    if (upload === UploadState.UPLOADING) reasons.push('uploading');
    else if (upload !== UploadState.SUCCESS) reasons.push('needFile');
  }
  if (values.visibility_scope === VisibilityScope.SPECIFIED) {
    if (values.linked_account.length === 0) reasons.push('needAccount');
    if (values.linked_account.length > AudienceLimits.ACCOUNTS_MAX) reasons.push('accountsMax');
  }
  return reasons;
}

/** The create call's body: rules for a rule-based package, a path for the others. */
export function createBody(values: AudienceFormValues): AudienceCreateRequest {
  const rules = values.source === AudienceSource.RULES;
  const specified = values.visibility_scope === VisibilityScope.SPECIFIED;
  return {
    data_type: 3,
    encryption: rules ? Encryption.NONE : values.encryption,
    cluster_name: values.cluster_name.trim(),
    source: values.source,
    upload_source: values.source,
    path: rules ? undefined : values.path.trim(),
    visibility_scope: values.visibility_scope,
    linked_account: specified ? values.linked_account : [],
    description: values.description.trim(),
    user_cluster_rule: rules
      ? {
          time_range: values.time_range ?? 0,
          country: values.country ?? '',
          industry_category: values.industry_category ?? 0,
          events: values.events,
        }
      : undefined,
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/**
 * The edit call's body: the id and only the changed fields among name, scope, linked accounts and description;
 * null when nothing changed. Scope and accounts travel together so the server checks them as one.
 */
export function editBody(item: AudienceItem, values: AudienceFormValues): AudienceEditRequest | null {
  const body: AudienceEditRequest = { cluster_id: item.cluster_id };
  const name = values.cluster_name.trim();
  const description = values.description.trim();
  if (name !== item.cluster_name) body.cluster_name = name;
  if (description !== item.description) body.description = description;
  const accounts = values.visibility_scope === VisibilityScope.SPECIFIED ? values.linked_account : [];
  const before = item.linked_account.map((account) => account.account_id);
  if (values.visibility_scope !== item.visibility_scope || !sameIds(accounts, before)) {
    body.visibility_scope = values.visibility_scope;
    body.linked_account = accounts;
  }
  return Object.keys(body).length > 1 ? body : null;
}

/** The suffix rule of the upload (.txt, .csv or none), checked before a byte leaves. */
export function suffixAllowed(name: string): boolean {
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 ? name.slice(dot).toLowerCase() : '';
  return (AudienceLimits.FILE_SUFFIXES as readonly string[]).includes(suffix);
}
