import type { Language } from './limits.js';

// Every list's CSV export columns, in one catalogue both sides share: the server writes the file from it (a file
// leaves the console, so its headers and words are in the requester's language on the server, as the report's are),
// and a test can read the same headers back. Data only (no zod), so the sign-in page's chunk never carries it.

/** A word in both console languages: [zh-CN, en-US]. */
export type ExportWord = readonly [zh: string, en: string];

/**
 * How a cell is written: `text` as it is (numbers stay numbers); `time` a unix time (seconds, or milliseconds when
 * it is past the year 5138) as `YYYY-MM-DD HH:mm:ss` UTC; `words` a code as its word (an unknown code as itself);
 * `yesno` a boolean as 是/否, Yes/No; `names` a list of objects as their `name` fields (or of texts), `; `-joined;
 * `count` a list's length.
 */
export type ExportFormat =
  | { kind: 'text' }
  | { kind: 'time' }
  | { kind: 'words'; words: Readonly<Record<string, ExportWord>> }
  | { kind: 'yesno' }
  | { kind: 'names'; field?: string }
  | { kind: 'count' };

/** One column of an export: the row's field (a dotted path reads into an object), its header, how it is written. */
export interface ExportColumn {
  key: string;
  header: ExportWord;
  format?: ExportFormat;
}

const time: ExportFormat = { kind: 'time' };
const yesno: ExportFormat = { kind: 'yesno' };
const words = (map: Record<string, ExportWord>): ExportFormat => ({ kind: 'words', words: map });
const names = (field = 'name'): ExportFormat => ({ kind: 'names', field });
const col = (key: string, zh: string, en: string, format?: ExportFormat): ExportColumn =>
  format ? { key, header: [zh, en], format } : { key, header: [zh, en] };

const ENABLED = words({ 1: ['启用', 'Enabled'], 0: ['停用', 'Disabled'] });
const ON_PAUSED = words({ 1: ['开启', 'On'], 2: ['暂停', 'Paused'], '-1': ['已删除', 'Deleted'] });
const DELIVERY = words({
  normal: ['正常投放', 'Normal delivery'],
  exceeds_daily_limit: ['超出日限额', 'Exceeds daily limit'],
  exceeds_total_limit: ['超出总限额', 'Exceeds total limit'],
  reached_quota: ['已达配额', 'Reached quota'],
  delivery_expired: ['投放已过期', 'Delivery expired'],
  order_ended: ['订单已结束', 'Order ended'],
  outside_delivery_time: ['不在投放时间内', 'Outside delivery time'],
  paused: ['已暂停', 'Paused'],
  no_ad_groups: ['无广告组', 'No ad groups'],
  no_ads: ['无广告', 'No ads'],
});
const OBJECTIVE = words({
  1: ['应用安装', 'App installs'],
  2: ['应用互动', 'App engagement'],
  3: ['流量', 'Traffic'],
  4: ['转化', 'Conversions'],
  5: ['覆盖人数', 'Reach'],
});
const MATERIAL_TYPE = words({ 1: ['图片', 'Image'], 2: ['视频', 'Video'] });
const PLATFORM = words({ 1: ['安卓', 'Android'], 2: ['iOS', 'iOS'] });
const ON_OFF = words({ 1: ['启用', 'On'], 0: ['停用', 'Off'] });
const AD_TYPE = words({
  1: ['横幅广告', 'Banner'],
  2: ['插屏广告', 'Interstitial'],
  3: ['原生广告', 'Native'],
  4: ['激励视频', 'Rewarded video'],
  5: ['开屏广告', 'Splash'],
});
const created = col('create_time', '创建时间 (UTC)', 'Created (UTC)', time);
const id = col('id', 'ID', 'ID');

/** The export columns of every list that has an export, by the list's export name. */
export const LIST_EXPORTS = {
  campaigns: [
    col('campaign_id', '广告系列 ID', 'Campaign ID'),
    col('name', '广告系列名称', 'Campaign name'),
    col('status', '状态', 'Status', ON_PAUSED),
    col('delivery.status', '投放状态', 'Delivery', DELIVERY),
    col('account_name', '账户', 'Account'),
    col('objective', '营销目标', 'Objective', OBJECTIVE),
    col('ad_app_name', '推广应用', 'Promoted app'),
    col('currency', '币种', 'Currency'),
    col('campaign_budget', '总预算 (0 为不限)', 'Total budget (0 = unlimited)'),
    col('campaign_daily_budget', '日预算 (0 为不限)', 'Daily budget (0 = unlimited)'),
    col('bid_price', '出价', 'Bid'),
    col('start_time', '开始时间 (UTC)', 'Start (UTC)', time),
    col('end_time', '结束时间 (UTC)', 'End (UTC)', time),
    col('time_zone', '时区', 'Time zone'),
    col('ad_group_count', '广告组数', 'Ad groups'),
    col('spend', '花费', 'Spend'),
    col('impressions', '展示数', 'Impressions'),
    col('clicks', '点击数', 'Clicks'),
    col('installs', '安装数', 'Installs'),
    created,
  ],
  adGroups: [
    col('ad_group_id', '广告组 ID', 'Ad group ID'),
    col('name', '广告组名称', 'Ad group name'),
    col('status', '状态', 'Status', ON_PAUSED),
    col('delivery.status', '投放状态', 'Delivery', DELIVERY),
    col('campaign_name', '广告系列', 'Campaign'),
    col('currency', '币种', 'Currency'),
    col('bid_price', '出价', 'Bid'),
    col('daily_limit', '日限额', 'Daily limit'),
    col('total_limit', '总限额', 'Total limit'),
    col('start_time', '开始时间 (UTC)', 'Start (UTC)', time),
    col('end_time', '结束时间 (UTC)', 'End (UTC)', time),
    col('audiences', '人群包', 'Audiences', names()),
    col('ad_count', '广告数', 'Ads'),
    col('spend', '花费', 'Spend'),
    col('impressions', '展示数', 'Impressions'),
    col('clicks', '点击数', 'Clicks'),
    col('installs', '安装数', 'Installs'),
    created,
  ],
  ads: [
    col('ad_id', '广告 ID', 'Ad ID'),
    col('name', '广告名称', 'Ad name'),
    col('status', '状态', 'Status', ON_PAUSED),
    col(
      'type',
      '广告类型',
      'Ad type',
      words({ 1: ['图片', 'Image'], 2: ['视频', 'Video'], 3: ['JS 标签', 'JS tag'], 4: ['VAST', 'VAST'] }),
    ),
    col('campaign_name', '广告系列', 'Campaign'),
    col('ad_group_name', '广告组', 'Ad group'),
    col('title', '标题', 'Title'),
    created,
  ],
  materials: [
    id,
    col('material_name', '素材名称', 'Material name'),
    col('type', '类型', 'Type', MATERIAL_TYPE),
    col('status', '状态', 'Status', words({ 1: ['使用中', 'In use'], '-1': ['已删除', 'Deleted'] })),
    col('width', '宽', 'Width'),
    col('height', '高', 'Height'),
    col('scale', '比例', 'Ratio'),
    col('duration', '时长 (秒)', 'Duration (s)'),
    col('size', '大小 (字节)', 'Size (bytes)'),
    col('tags', '标签', 'Tags', names()),
    col('accounts', '关联账户', 'Linked accounts', names('account_name')),
    col('bound_ad_count', '关联广告数', 'Ads using it'),
    col('creator_name', '创建人', 'Created by'),
    created,
  ],
  audiences: [
    col('cluster_id', '人群包 ID', 'Audience ID'),
    col('cluster_name', '人群包名称', 'Audience name'),
    col(
      'status',
      '状态',
      'Status',
      words({
        1: ['导入中', 'Importing'],
        2: ['导入成功', 'Import Successful'],
        3: ['导入失败', 'Import Failed'],
        4: ['删除中', 'Deleting'],
        5: ['删除失败', 'Delete Failed'],
        '-1': ['已删除', 'Delete Successful'],
      }),
    ),
    col('count', '设备数', 'Devices'),
    col(
      'source',
      '来源',
      'Source',
      words({
        1: ['上传文件', 'Upload file'],
        2: ['第三方或 S3', 'Third party or S3'],
        3: ['规则生成（测试）', 'Rule-based (test)'],
      }),
    ),
    col('linked_account', '关联账户', 'Linked accounts', names('account_name')),
    col('description', '描述', 'Description'),
    col('creator_name', '创建人', 'Created by'),
    created,
  ],
  tags: [
    id,
    col('name', '标签名称', 'Tag name'),
    col('topic_name', '主题', 'Topic'),
    col('cate_name', '分类', 'Category'),
    col('material_count', '素材数', 'Materials'),
    col('remark', '备注', 'Remark'),
    created,
  ],
  apps: [
    id,
    col('name', '应用名称', 'App name'),
    col('pkg_name', '包名', 'Package name'),
    col('platform', '平台', 'Platform', PLATFORM),
    col('promotion_link', '推广链接', 'Promotion link'),
    col('account_count', '关联账户数', 'Accounts'),
    col('event_mapping_count', '事件映射数', 'Event mappings'),
    created,
  ],
  users: [
    id,
    col('shareid', 'SHAREid', 'SHAREid'),
    col('role_name', '角色', 'Role'),
    col('company_name', '公司', 'Company'),
    col('accounts', '账户', 'Accounts', names('account_name')),
    col('status', '状态', 'Status', ENABLED),
    created,
    col('last_login_time', '最近登录 (UTC)', 'Last sign-in (UTC)', time),
  ],
  accounts: [
    id,
    col('account_name', '账户名称', 'Account name'),
    col('company_name', '公司', 'Company'),
    col('status', '状态', 'Status', ENABLED),
    col('is_review_material', '审核素材账户', 'Review-material account', yesno),
    col('user_count', '用户数', 'Users'),
    created,
  ],
  roles: [
    id,
    col('name', '角色名称', 'Role name'),
    col('is_admin', '管理员', 'Administrator', yesno),
    col('remark', '备注', 'Remark'),
    col('user_count', '用户数', 'Users'),
    col('menu_ids', '菜单数', 'Menus', { kind: 'count' }),
    created,
  ],
  apiKeys: [
    id,
    col('name', '名称', 'Name'),
    col('prefix', '前缀', 'Prefix'),
    col('scopes', '范围', 'Scopes', names()),
    col('create_user_name', '创建人', 'Created by'),
    created,
    col('last_used_time', '最近使用 (UTC)', 'Last used (UTC)', time),
    col('revoke_time', '吊销时间 (UTC)', 'Revoked (UTC)', time),
  ],
  companies: [
    id,
    col('name', '公司名称', 'Company name'),
    col('status', '状态', 'Status', ENABLED),
    col('user_count', '用户数', 'Users'),
    col('account_ids', '账户数', 'Accounts', { kind: 'count' }),
    created,
  ],
  permissionGroups: [
    id,
    col('name', '权限组', 'Permission group'),
    col('menu_name', '菜单', 'Menu'),
    col('permission_count', '接口数', 'Calls'),
    col('role_count', '角色数', 'Roles'),
    col('builtin', '内置', 'Built in', yesno),
    col('remark', '备注', 'Remark'),
  ],
  deviceEventImports: [
    id,
    col('name', '文件名', 'File name'),
    col('size', '大小 (字节)', 'Size (bytes)'),
    col(
      'status',
      '状态',
      'Status',
      words({ 1: ['导入中', 'Importing'], 2: ['已完成', 'Done'], 3: ['失败', 'Failed'] }),
    ),
    col('creator_name', '创建人', 'Created by'),
    created,
  ],
  mediaApps: [
    id,
    col('name', '媒体应用', 'Media app'),
    col('pkg_name', '包名', 'Package name'),
    col('platform', '平台', 'Platform', PLATFORM),
    col('position_count', '广告位数', 'Ad positions'),
    created,
  ],
  adPositions: [
    id,
    col('name', '广告位', 'Ad position'),
    col('app_name', '媒体应用', 'Media app'),
    col('ad_type', '广告类型', 'Ad type', AD_TYPE),
    col('width', '宽', 'Width'),
    col('height', '高', 'Height'),
    col('status', '状态', 'Status', ON_OFF),
    col('ad_count', '广告数', 'Ads'),
    col('mapping_count', 'DSP 映射数', 'DSP mappings'),
    created,
  ],
  dsps: [
    id,
    col('name', 'DSP 名称', 'DSP name'),
    col('code', '代码', 'Code'),
    col('mapping_count', '映射数', 'Mappings'),
    created,
  ],
  dspMappings: [
    id,
    col('dsp_name', 'DSP', 'DSP'),
    col('app_name', '媒体应用', 'Media app'),
    col('adpos_name', '广告位', 'Ad position'),
    col('phypos_id', '物理广告位 ID', 'Physical position ID'),
    col('status', '状态', 'Status', ON_OFF),
    created,
  ],
  adPlatforms: [
    id,
    col('name', '广告平台', 'Ad platform'),
    col('code', '代码', 'Code'),
    col('account_count', '账户数', 'Accounts'),
    created,
  ],
  menus: [
    id,
    col('parent_id', '上级菜单 ID', 'Parent menu ID'),
    col('title_zh', '中文名称', 'Chinese title'),
    col('title_en', '英文名称', 'English title'),
    col('path', '路径', 'Path'),
    col('external_url', '外部链接', 'External link'),
    col('sort', '排序', 'Order'),
    col('hidden', '隐藏', 'Hidden', yesno),
    col('builtin', '内置', 'Built in', yesno),
    col('groups', '权限组', 'Permission groups', names()),
  ],
  partnerFolders: [
    id,
    col('folder', '文件夹', 'Folder'),
    col('accounts', '账户', 'Accounts', names('account_name')),
    col('other_accounts', '其他账户数', 'Other accounts'),
    created,
    col('update_time', '更新时间 (UTC)', 'Updated (UTC)', time),
  ],
} as const satisfies Record<string, readonly ExportColumn[]>;

/** The name of a list that has an export. */
export type ListExportName = keyof typeof LIST_EXPORTS;

const at = (row: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), row);

const pad = (n: number) => String(n).padStart(2, '0');

/** A unix time (seconds, or milliseconds) as `YYYY-MM-DD HH:mm:ss` UTC; empty for none. */
export function exportTime(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return '';
  const d = new Date(value < 1e11 ? value * 1000 : value);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** One cell of a row as the column writes it, in `lang` (numbers stay numbers; absent is empty). */
export function exportCell(row: unknown, column: ExportColumn, lang: Language): unknown {
  const value = at(row, column.key);
  const which = lang === 'en-US' ? 1 : 0;
  const format = column.format ?? { kind: 'text' };
  switch (format.kind) {
    case 'time':
      return exportTime(value);
    case 'words':
      return value === null || value === undefined ? '' : (format.words[String(value)]?.[which] ?? value);
    case 'yesno':
      return value === null || value === undefined ? '' : (value ? ['是', 'Yes'] : ['否', 'No'])[which];
    case 'names':
      return Array.isArray(value)
        ? value
            .map((v) => (v && typeof v === 'object' ? at(v, format.field ?? 'name') : v))
            .filter((v) => v !== undefined && v !== null && v !== '')
            .join('; ')
        : '';
    case 'count':
      return Array.isArray(value) ? value.length : '';
    default:
      return value ?? '';
  }
}

/** The headers of an export's columns in `lang`. */
export const exportHeaders = (columns: readonly ExportColumn[], lang: Language): string[] =>
  columns.map((c) => c.header[lang === 'en-US' ? 1 : 0]);
