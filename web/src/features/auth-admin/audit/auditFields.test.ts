import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US';
import zh from '../../../locales/zh-CN';
import { AUDIT_FIELDS, type AuditNames, auditFieldLabelKeys, fieldLabel, fieldValue } from './auditFields';

const messages: Record<string, Record<string, string>> = { zh, en };
const tIn = (lang: string) =>
  ((key: string, options?: { defaultValue?: string }) =>
    messages[lang]![key] ?? options?.defaultValue ?? key) as unknown as TFunction;

const names: AuditNames = {
  menus: new Map([
    [3, '素材管理'],
    [4, '创意标签'],
  ]),
  groups: new Map([[7, 'tag.view']]),
  roles: new Map([
    [1, 'administrator'],
    [9, 'Night shift'],
  ]),
  accounts: new Map([[2, 'Galaxy Games']]),
  companies: new Map([[5, 'Acme']]),
};
const value = (lang: string, kind: string, field: string, v: unknown) =>
  fieldValue({ t: tIn(lang), names }, kind, field, v);

// the fields an operator changes most, per entity: each must read as a label, never as its key
const MAIN_FIELDS: Record<string, string[]> = {
  user: ['shareid', 'role_id', 'company_id', 'account_ids', 'status'],
  role: ['name', 'remark', 'is_admin', 'menu_ids', 'group_ids'],
  account: ['account_name', 'company_id', 'status'],
  company: ['name', 'status'],
  menu: ['title_zh', 'title_en', 'parent_id', 'hidden'],
  campaign: ['name', 'status', 'budget_type', 'campaign_budget', 'campaign_daily_budget', 'start_time', 'end_time'],
  tag: ['name', 'remark', 'alias'],
  ad_group: ['name', 'status', 'total_limit', 'daily_limit', 'bid_price', 'targeting', 'schedule', 'start_time'],
  ad: ['name', 'status', 'type', 'title', 'description', 'image_ids', 'video_ids', 'click_track_url', 'placement'],
  promotion_app: ['name', 'pkg_name', 'app_store', 'promotion_link', 'account_ids', 'version'],
  audience: ['cluster_name', 'data_type', 'source', 'description', 'linked_account'],
  material: ['name', 'status', 'account_ids', 'tag_ids', 'third_examine_status'],
};

describe('audit field registry', () => {
  it.each(['zh', 'en'])('has a text in %s for every label it uses', (lang) => {
    for (const key of auditFieldLabelKeys()) expect(messages[lang]![key], key).toBeTruthy();
  });

  it.each(['zh', 'en'])('labels the main fields of each entity in %s', (lang) => {
    for (const [kind, fields] of Object.entries(MAIN_FIELDS)) {
      for (const field of fields) expect(fieldLabel(tIn(lang), kind, field), `${kind}.${field}`).not.toBe(field);
    }
  });

  it('falls back to the common label, then to the raw key', () => {
    expect(fieldLabel(tIn('en'), 'tag', 'name')).toBe('Name');
    expect(fieldLabel(tIn('en'), 'user', 'status')).toBe('Status');
    expect(fieldLabel(tIn('en'), 'tag', 'name_key')).toBe('name_key');
    expect(AUDIT_FIELDS.campaign?.status?.label).toBe('campaigns.form.status');
  });

  it('shows statuses with the labels of each screen', () => {
    expect(value('en', 'user', 'status', 1)).toBe('Enabled');
    expect(value('en', 'user', 'status', 0)).toBe('Disabled');
    expect(value('zh', 'user', 'status', 0)).toBe('停用');
    expect(value('en', 'campaign', 'status', 2)).toBe('Paused');
    expect(value('zh', 'campaign', 'status', 1)).toBe('开启');
    expect(value('en', 'campaign', 'budget_type', 2)).toBe('Accelerated');
    expect(value('en', 'campaign', 'budget_type', 99)).toBe('99');
    expect(value('en', 'ad_group', 'status', 2)).toBe('Paused');
    expect(value('zh', 'ad', 'status', 1)).toBe('开启');
    expect(value('en', 'ad', 'type', 2)).toBe('Video');
    expect(value('en', 'material', 'third_examine_status', 4)).toBe('Review passed');
    expect(value('en', 'ad_group', 'daily_limit', 0)).toBe('Unlimited');
    expect(fieldLabel(tIn('en'), 'ad_group', 'total_limit')).toBe('Total limit');
    expect(fieldLabel(tIn('zh'), 'promotion_app', 'pkg_name')).not.toBe('pkg_name');
  });

  it('names menus, permission groups, roles, accounts and companies, #id for one it cannot name', () => {
    expect(value('zh', 'role', 'menu_ids', [3, 4, 5])).toBe('素材管理、创意标签、#5');
    expect(value('en', 'role', 'menu_ids', [])).toBe('(none)');
    expect(value('zh', 'role', 'group_ids', [7])).toBe('查看创意标签');
    expect(value('en', 'user', 'role_id', 1)).toBe(en['builtinRole.administrator.name']);
    expect(value('en', 'user', 'role_id', 9)).toBe('Night shift');
    expect(value('en', 'user', 'account_ids', [2])).toBe('Galaxy Games');
    expect(value('en', 'user', 'company_id', 5)).toBe('Acme');
    expect(value('en', 'user', 'company_id', null)).toBeNull();
  });

  it('shows dates, flags and money as the screens do', () => {
    const ms = new Date(2026, 10, 26, 9, 30, 0).getTime();
    expect(value('en', 'tag', 'create_time', ms)).toBe('2026-11-26 09:30:00');
    // a campaign's schedule is held in seconds
    expect(value('en', 'campaign', 'start_time', ms / 1000)).toBe('2026-11-26 09:30:00');
    expect(value('en', 'role', 'is_admin', true)).toBe('Yes');
    expect(value('zh', 'menu', 'hidden', 0)).toBe('否');
    expect(value('en', 'campaign', 'campaign_budget', 12345.5)).toBe('12,345.50');
    expect(value('en', 'campaign', 'campaign_daily_budget', 0)).toBe('Unlimited');
    expect(value('zh', 'campaign', 'campaign_budget', null)).toBe('不限');
    expect(value('en', 'tag', 'name', 'Summer')).toBe('Summer');
    expect(value('en', 'tag', 'extra', { a: 1 })).toBe('{"a":1}');
  });
});
