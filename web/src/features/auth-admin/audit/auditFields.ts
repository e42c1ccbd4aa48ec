import { AuditEntity, CampaignStatus, DirectoryStatus } from '@adconsole/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../kit/format';
import { groupTitle, roleName } from '../../../shared/access-texts/accessTexts';

/** Names of the ids an entry may hold, as far as the page could read them (an administrator reads them all). */
export interface AuditNames {
  menus?: ReadonlyMap<number, string>;
  /** permission groups by id: their key names, shown through groupTitle */
  groups?: ReadonlyMap<number, string>;
  /** roles by id: their names as stored, shown through roleName */
  roles?: ReadonlyMap<number, string>;
  accounts?: ReadonlyMap<number, string>;
  companies?: ReadonlyMap<number, string>;
}

export interface AuditFormatContext {
  t: TFunction;
  names: AuditNames;
}

/** A value as the screens show it; null where there is none (the diff says "none"). */
type Format = (value: unknown, ctx: AuditFormatContext) => string | null;

interface FieldSpec {
  /** the locale key of the field's label */
  label: string;
  format?: Format;
}

const present = (value: unknown) => value !== null && value !== undefined;
const asIds = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'number') ? value : null;

/** An enum value through `<prefix>.<value>`, the raw value where the texts do not know it. */
const labelled =
  (keys: Record<string, string>): Format =>
  (value, { t }) =>
    present(value) ? (keys[String(value)] ? t(keys[String(value)]!) : String(value)) : null;

const enumOf =
  (prefix: string): Format =>
  (value, { t }) =>
    present(value) ? t(`${prefix}.${String(value)}`, { defaultValue: String(value) }) : null;

const flag: Format = (value, { t }) => {
  if (!present(value)) return null;
  return t(value === true || value === 1 ? 'common.yes' : 'common.no');
};

// the log holds unix milliseconds for the console's own times and unix seconds for a campaign's schedule
const SECONDS_BELOW = 100_000_000_000;
const time: Format = (value) => {
  if (typeof value !== 'number') return present(value) ? String(value) : null;
  return dayjs(value < SECONDS_BELOW ? value * 1000 : value).format('YYYY-MM-DD HH:mm:ss');
};

const money: Format = (value) =>
  typeof value === 'number' ? formatMoney(value) : present(value) ? String(value) : null;
/** A budget: empty or 0 means no limit, as the campaign screens say. */
const budget: Format = (value, ctx) =>
  value === null || value === 0 ? ctx.t('campaigns.budget.unlimited') : money(value, ctx);

/** Ids by name (`#id` for one the page cannot name: deleted since, or out of reach). */
const named =
  (
    pick: (names: AuditNames) => ReadonlyMap<number, string> | undefined,
    show = (_t: TFunction, n: string) => n,
  ): Format =>
  (value, ctx) => {
    const name = (id: number) => {
      const found = pick(ctx.names)?.get(id);
      return found === undefined ? `#${id}` : show(ctx.t, found);
    };
    if (typeof value === 'number') return name(value);
    const ids = asIds(value);
    if (ids) return ids.length ? ids.map(name).join(ctx.t('audit.diff.listSeparator')) : ctx.t('audit.diff.noItems');
    return present(value) ? JSON.stringify(value) : null;
  };

const menus = named((n) => n.menus);
const groups = named((n) => n.groups, groupTitle);
const role = named((n) => n.roles, roleName);
const accounts = named((n) => n.accounts);
const company = named((n) => n.companies);

const directoryStatus = labelled({
  [DirectoryStatus.ENABLED]: 'directory.status.enabled',
  [DirectoryStatus.DISABLED]: 'directory.status.disabled',
});
const campaignStatus = labelled({
  [CampaignStatus.ON]: 'campaigns.status.on',
  [CampaignStatus.PAUSED]: 'campaigns.status.off',
});

/** Fields that read the same in every entity; an entity's own entry wins. */
const COMMON: Record<string, FieldSpec> = {
  name: { label: 'audit.field.name' },
  remark: { label: 'audit.field.remark' },
  status: { label: 'audit.field.status' },
  create_time: { label: 'audit.field.create_time', format: time },
  modify_time: { label: 'audit.field.modify_time', format: time },
  update_time: { label: 'audit.field.modify_time', format: time },
  revoke_time: { label: 'audit.field.revoke_time', format: time },
  account_id: { label: 'audit.field.account_id', format: accounts },
  account_ids: { label: 'audit.field.account_ids', format: accounts },
  company_id: { label: 'audit.field.company_id', format: company },
  role_id: { label: 'audit.field.role_id', format: role },
  menu_ids: { label: 'audit.field.menu_ids', format: menus },
  menu_id: { label: 'audit.field.menu_id', format: menus },
  group_ids: { label: 'audit.field.group_ids', format: groups },
  is_admin: { label: 'audit.field.is_admin', format: flag },
  hidden: { label: 'audit.field.hidden', format: flag },
};

/** Per entity kind, its fields' labels and how their values read, as on the entity's own screens. */
export const AUDIT_FIELDS: Partial<Record<string, Record<string, FieldSpec>>> = {
  [AuditEntity.USER]: {
    shareid: { label: 'directory.user.col.shareid' },
    role_id: { label: 'directory.user.col.role', format: role },
    company_id: { label: 'directory.user.col.company', format: company },
    account_ids: { label: 'directory.user.col.accounts', format: accounts },
    status: { label: 'directory.user.col.enabled', format: directoryStatus },
  },
  [AuditEntity.ACCOUNT]: {
    account_name: { label: 'directory.account.col.name' },
    company_id: { label: 'directory.account.col.company', format: company },
    status: { label: 'directory.account.col.status', format: directoryStatus },
  },
  [AuditEntity.COMPANY]: {
    status: { label: 'audit.field.status', format: directoryStatus },
  },
  [AuditEntity.ROLE]: {
    name: { label: 'authAccess.role.col.name' },
    remark: { label: 'authAccess.role.col.remark' },
  },
  [AuditEntity.MENU]: {
    parent_id: { label: 'audit.field.parent_id', format: menus },
    title_zh: { label: 'audit.field.title_zh' },
    title_en: { label: 'audit.field.title_en' },
  },
  [AuditEntity.CAMPAIGN]: {
    name: { label: 'campaigns.form.name' },
    status: { label: 'campaigns.form.status', format: campaignStatus },
    objective: { label: 'campaigns.form.objective', format: enumOf('campaigns.objective') },
    campaign_type: { label: 'campaigns.form.campaignType', format: enumOf('campaigns.campaignType') },
    budget_type: { label: 'campaigns.form.budgetType', format: enumOf('campaigns.budgetType') },
    campaign_budget: { label: 'campaigns.form.budget', format: budget },
    campaign_daily_budget: { label: 'campaigns.form.dailyBudget', format: budget },
    bid_price: { label: 'campaigns.form.bidPrice', format: money },
    currency: { label: 'campaigns.form.currency' },
    start_time: { label: 'campaigns.form.startTime', format: time },
    end_time: { label: 'campaigns.form.endTime', format: time },
    time_zone: { label: 'campaigns.form.timeZone' },
    remark: { label: 'campaigns.form.remark' },
    auto_download: { label: 'audit.field.auto_download', format: flag },
    silently_install: { label: 'audit.field.silently_install', format: flag },
  },
  [AuditEntity.AD_GROUP]: {
    name: { label: 'campaigns.groupForm.name' },
    status: { label: 'campaigns.form.status', format: campaignStatus },
    campaign_id: { label: 'campaigns.groupForm.campaign' },
    trigger_mode: { label: 'campaigns.groupForm.triggerMode' },
    targeting: { label: 'campaigns.groupForm.section.targeting' },
    total_limit: { label: 'campaigns.groupForm.totalLimit', format: budget },
    daily_limit: { label: 'campaigns.groupForm.dailyLimit', format: budget },
    frequency_cap: { label: 'campaigns.groupForm.frequencyCount' },
    frequency_period: {
      label: 'campaigns.groupForm.frequencyPeriod',
      format: labelled({ 1: 'campaigns.groupForm.frequency.day', 2: 'campaigns.groupForm.frequency.total' }),
    },
    bid_price: { label: 'campaigns.form.bidPrice', format: money },
    offline_validity_days: { label: 'campaigns.groupForm.offlineValidity' },
    offline_deadline: { label: 'campaigns.groupForm.offlineDeadline', format: time },
    anti_hijack: { label: 'campaigns.groupForm.antiHijack', format: flag },
    anti_hijack_params: { label: 'campaigns.groupForm.antiHijack' },
    transmission_time: { label: 'campaigns.groupForm.transmission' },
    start_time: { label: 'campaigns.groupForm.startTime', format: time },
    end_time: { label: 'campaigns.groupForm.endTime', format: time },
    schedule: { label: 'campaigns.groupForm.hours' },
  },
  [AuditEntity.AD]: {
    name: { label: 'adEditor.name' },
    status: { label: 'campaigns.form.status', format: campaignStatus },
    type: { label: 'adEditor.type', format: enumOf('adEditor.type') },
    description: { label: 'adEditor.description' },
    title: { label: 'adEditor.titleText' },
    button_text: { label: 'adEditor.buttonText' },
    h5_url: { label: 'adEditor.h5Url' },
    deeplink: { label: 'adEditor.deeplink' },
    attribution_link: { label: 'adEditor.attributionLink' },
    impression_track_url: { label: 'adEditor.track.impression_track_url' },
    click_track_url: { label: 'adEditor.track.click_track_url' },
    video_start_track_url: { label: 'adEditor.track.video_start_track_url' },
    video_q1_track_url: { label: 'adEditor.track.video_q1_track_url' },
    video_mid_track_url: { label: 'adEditor.track.video_mid_track_url' },
    video_q3_track_url: { label: 'adEditor.track.video_q3_track_url' },
    video_complete_track_url: { label: 'adEditor.track.video_complete_track_url' },
    image_ids: { label: 'adEditor.images' },
    video_ids: { label: 'adEditor.videos' },
    landing_page_ids: { label: 'adEditor.landingPages' },
    vast: { label: 'adEditor.vast' },
    placement: { label: 'adEditor.section.placement' },
  },
  [AuditEntity.TAG]: {
    name: { label: 'tags.col.name' },
    alias: { label: 'tags.col.alias' },
    remark: { label: 'tags.col.remark' },
  },
  [AuditEntity.MATERIAL]: {
    account_ids: { label: 'library.col.accounts', format: accounts },
    status: { label: 'library.col.status' },
    tag_ids: { label: 'library.col.tags' },
    third_examine_status: { label: 'library.col.examine', format: enumOf('library.examine') },
  },
  [AuditEntity.PROMOTION_APP]: {
    name: { label: 'apps.form.name' },
    pkg_name: { label: 'apps.form.pkg' },
    app_store: { label: 'apps.form.store' },
    platform: { label: 'apps.form.platform' },
    promotion_type: { label: 'apps.form.promotionType' },
    promotion_link: { label: 'apps.form.link' },
    version: { label: 'apps.form.version' },
    description: { label: 'apps.form.description' },
    account_ids: { label: 'apps.form.accounts', format: accounts },
    icon_file_id: { label: 'apps.form.icon' },
  },
  [AuditEntity.AUDIENCE]: {
    cluster_name: { label: 'audiences.form.name' },
    data_type: { label: 'audiences.form.dataType' },
    encryption: { label: 'audiences.form.encryption' },
    source: { label: 'audiences.form.source' },
    path: { label: 'audiences.form.path' },
    description: { label: 'audiences.form.description' },
    linked_account: { label: 'audiences.form.accounts', format: accounts },
    user_cluster_rule: { label: 'audiences.form.rules' },
  },
};

/** The field's label: the entity's own, else the common one, else the raw key. */
export function fieldLabel(t: TFunction, kind: string, field: string): string {
  const spec = AUDIT_FIELDS[kind]?.[field] ?? COMMON[field];
  return spec ? t(spec.label) : field;
}

/** The value as the entity's screens show it; lists and objects without a known meaning as JSON. */
export function fieldValue(ctx: AuditFormatContext, kind: string, field: string, value: unknown): string | null {
  const spec = AUDIT_FIELDS[kind]?.[field] ?? COMMON[field];
  if (spec?.format) return spec.format(value, ctx);
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return ctx.t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Every label key the registry uses, for the locale test. */
export function auditFieldLabelKeys(): string[] {
  const specs = [COMMON, ...Object.values(AUDIT_FIELDS)].flatMap((fields) => Object.values(fields ?? {}));
  return [...new Set(specs.map((spec) => spec.label))];
}
