import { type AudienceItem, AudienceLimits } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import {
  type AudienceFormValues,
  createBody,
  editBody,
  emptyValues,
  followChange,
  submitBlocks,
  suffixAllowed,
  UploadState,
  valuesOf,
} from './formRules';
import { deletable, progressPercent, rowActionable } from './labels';
import { linkedAccountsOf } from './linkedAccounts';

const values = (patch: Partial<AudienceFormValues> = {}): AudienceFormValues => ({ ...emptyValues(), ...patch });

const item: AudienceItem = {
  cluster_id: 7,
  cluster_name: 'Buyers',
  name: 'Buyers',
  data_type: 3,
  encryption: 0,
  source: 1,
  upload_source: 1,
  description: 'old',
  path: 'audiences/uploads/7.txt',
  count: 10,
  visibility_scope: 2,
  linked_account: [
    { account_id: 1, account_name: 'A' },
    { account_id: 2, account_name: 'B' },
  ],
  linked_adset: [
    { ad_group_id: 5, ad_group_name: 'g5', account_id: 2, account_name: 'B' },
    { ad_group_id: 6, ad_group_name: 'g6', account_id: 3, account_name: 'C' },
  ],
  linked_adset_others: 0,
  create_user_id: 1,
  creator_name: 'admin',
  status: 2,
  generating: false,
  progress: null,
  failure: null,
  import_warning: null,
  user_cluster_rule: null,
  create_time: 0,
  update_time: 0,
};

describe('form rules of change', () => {
  it('data type 1 resets encryption and source; data type 3 sets source 1; a new source clears the path', () => {
    expect(followChange({ data_type: 1 }, values({ encryption: 2, source: 2, path: 'x' }))).toEqual({
      patch: { encryption: 0, source: 1, path: '' },
      pathCleared: true,
    });
    expect(followChange({ data_type: 3 }, values({ source: 3 })).patch).toEqual({ source: 1, path: '' });
    expect(followChange({ source: 2 }, values({ source: 2, path: 'x' }))).toEqual({
      patch: { path: '' },
      pathCleared: true,
    });
  });

  it('a hash encryption while rule-based returns to an uploaded file; none keeps the rules', () => {
    expect(followChange({ encryption: 1 }, values({ source: 3 })).patch).toEqual({ source: 1, path: '' });
    expect(followChange({ encryption: 0 }, values({ source: 3 })).patch).toEqual({});
    expect(followChange({ encryption: 3 }, values({ source: 2, path: 'p' })).patch).toEqual({});
  });
});

describe('verification failed', () => {
  it('blocks specified accounts without one, and an upload source without an uploaded file', () => {
    expect(submitBlocks(values({ visibility_scope: 2 }), UploadState.SUCCESS, true)).toEqual(['needAccount']);
    expect(submitBlocks(values(), UploadState.NONE, true)).toEqual(['needFile']);
    expect(submitBlocks(values(), UploadState.FAILED, true)).toEqual(['needFile']);
    expect(submitBlocks(values(), UploadState.UPLOADING, true)).toEqual(['uploading']);
    expect(submitBlocks(values(), UploadState.SUCCESS, true)).toEqual([]);
    expect(submitBlocks(values({ source: 2 }), UploadState.NONE, true)).toEqual([]);
    // an edit sends no file
    expect(submitBlocks(values(), UploadState.NONE, false)).toEqual([]);
  });

  it('gives every failing reason at once, not the first one only', () => {
    expect(submitBlocks(values({ visibility_scope: 2 }), UploadState.NONE, true)).toEqual(['needFile', 'needAccount']);
    expect(submitBlocks(values({ visibility_scope: 2 }), UploadState.UPLOADING, true)).toEqual([
      'uploading',
      'needAccount',
    ]);
  });

  it('blocks more linked accounts than a package takes ("exceed limit")', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const at = values({ visibility_scope: 2, linked_account: ids(AudienceLimits.ACCOUNTS_MAX) });
    expect(submitBlocks(at, UploadState.SUCCESS, true)).toEqual([]);
    const over = values({ visibility_scope: 2, linked_account: ids(AudienceLimits.ACCOUNTS_MAX + 1) });
    expect(submitBlocks(over, UploadState.NONE, true)).toEqual(['needFile', 'accountsMax']);
    // the scope "all accounts" sends none, whatever the field still holds
    expect(submitBlocks({ ...over, visibility_scope: 1 }, UploadState.SUCCESS, true)).toEqual([]);
  });
});

describe('request bodies', () => {
  it('creates with the path for a file and the rules for a rule-based package', () => {
    const file = createBody(values({ cluster_name: ' Buyers ', path: 'up/1.txt', encryption: 1 }));
    expect(file).toMatchObject({
      cluster_name: 'Buyers',
      source: 1,
      upload_source: 1,
      path: 'up/1.txt',
      encryption: 1,
    });
    expect(file.user_cluster_rule).toBeUndefined();
    const rules = createBody(
      values({ source: 3, time_range: 7, country: 'BR', industry_category: 2, events: ['click'], linked_account: [4] }),
    );
    expect(rules).toMatchObject({ path: undefined, linked_account: [], user_cluster_rule: { time_range: 7 } });
  });

  it('edits with only the changed fields, scope and accounts together; nothing changed is null', () => {
    expect(editBody(item, valuesOf(item))).toBeNull();
    expect(editBody(item, { ...valuesOf(item), description: ' new ' })).toEqual({ cluster_id: 7, description: 'new' });
    expect(editBody(item, { ...valuesOf(item), linked_account: [2, 1] })).toBeNull();
    expect(editBody(item, { ...valuesOf(item), cluster_name: 'N', linked_account: [1] })).toEqual({
      cluster_id: 7,
      cluster_name: 'N',
      visibility_scope: 2,
      linked_account: [1],
    });
    expect(editBody(item, { ...valuesOf(item), visibility_scope: 1 })).toEqual({
      cluster_id: 7,
      visibility_scope: 1,
      linked_account: [],
    });
  });
});

describe('list rules', () => {
  it('offers actions only on uploaded, not deleted packages; 1 and 4 refuse a delete', () => {
    expect(rowActionable(item)).toBe(true);
    expect(rowActionable({ ...item, upload_source: 2 })).toBe(false);
    expect(rowActionable({ ...item, status: -1 })).toBe(false);
    expect([1, 2, 3, 4, 5].filter(deletable)).toEqual([2, 3, 5]);
  });

  it('reads progress as a percent of the bytes', () => {
    const progress = { bytes_read: 50, total_bytes: 200, lines_read: 1, valid: 1, invalid: 0, duplicates: 0 };
    expect(progressPercent({ progress })).toBe(25);
    expect(progressPercent({ progress: null })).toBe(0);
  });

  it('lists linked accounts with their ad set counts, and accounts whose ad sets use an unlinked package', () => {
    expect(linkedAccountsOf(item)).toEqual([
      { account_id: 1, account_name: 'A', linked: true, bound_ad_count: 0, adsets: [] },
      { account_id: 2, account_name: 'B', linked: true, bound_ad_count: 1, adsets: ['g5'] },
      { account_id: 3, account_name: 'C', linked: false, bound_ad_count: 1, adsets: ['g6'] },
    ]);
  });
});

describe('the file suffix', () => {
  it('takes .txt, .csv (any case) and no suffix; refuses the rest', () => {
    expect(['ids.txt', 'IDS.CSV', 'ids', '.hidden'].map(suffixAllowed)).toEqual([true, true, true, true]);
    expect(['ids.xlsx', 'ids.txt.gz', 'ids.'].map(suffixAllowed)).toEqual([false, false, false]);
  });
});
