import {
  BUILTIN_ROLES,
  type BuiltinRoleName,
  MENUS,
  type MenuName,
  type PermissionGroupName,
} from '@adconsole/contract';

// The demo roles besides the administrator (who has everything): what each may open and do.
const WORK_MENUS: MenuName[] = [
  'home',
  'material',
  'material.image',
  'material.video',
  'material.creativeTag',
  'audience',
  'audience.index',
  'audience.create',
  'package',
  'package.index',
  'advertising',
  'advertising.index',
  'advertising.view',
  'report',
  'report.delivery',
];

interface DemoRole {
  name: BuiltinRoleName;
  remark: string;
  menus: MenuName[];
  groups: PermissionGroupName[];
}

export const DEMO_ROLES: DemoRole[] = [
  {
    name: 'operator',
    remark: BUILTIN_ROLES.operator,
    menus: WORK_MENUS,
    groups: [
      'material.view',
      'material.upload',
      'material.edit',
      'material.delete',
      'material.review',
      'tag.view',
      'tag.add',
      'tag.edit',
      'tag.delete',
      'audience.view',
      'audience.create',
      'audience.edit',
      'audience.delete',
      'app.view',
      'app.create',
      'app.edit',
      'app.delete',
      'campaign.view',
      'campaign.create',
      'campaign.edit',
      'campaign.delete',
      'ad.view',
      'ad.create',
      'ad.edit',
      'ad.delete',
      'report.view',
    ],
  },
  {
    name: 'advertiser',
    remark: BUILTIN_ROLES.advertiser,
    menus: [...WORK_MENUS, 'auth', 'auth.account'],
    groups: [
      'material.view',
      'material.upload',
      'material.edit',
      'material.delete',
      'tag.view',
      'audience.view',
      'audience.create',
      'audience.edit',
      'audience.delete',
      'app.view',
      'campaign.view',
      'ad.view',
      'auth.account.view',
      'report.view',
    ],
  },
  {
    name: 'viewer',
    remark: BUILTIN_ROLES.viewer,
    menus: WORK_MENUS,
    groups: ['material.view', 'tag.view', 'campaign.view', 'ad.view', 'audience.view', 'app.view', 'report.view'],
  },
];

/**
 * The menus of a list as a role stores them: its leaves (menus of the code with no child menu). Grants are kept on
 * the leaves ticked, and a parent is in the role through its ticked children, so a child added later is not granted.
 */
export function leafMenus(menus: readonly string[]): MenuName[] {
  const parents = new Set<string>(Object.values(MENUS).map((m) => ('parent' in m ? m.parent : '')));
  return menus.filter((m): m is MenuName => m in MENUS && !parents.has(m));
}

export const DEMO_COMPANY = 'Starlight Media';

/** Ten advertiser accounts; the flagged one is the special review-material account, whose uploads may ask review. */
export const DEMO_ACCOUNTS: { name: string; review?: boolean }[] = [
  { name: 'Galaxy Games' },
  { name: 'Orchid Shopping' },
  { name: 'Creative Review', review: true },
  { name: 'Nimbus Video' },
  { name: 'Harbor Travel' },
  { name: 'Pixel Studio' },
  { name: 'Lotus Finance' },
  { name: 'Maple Education' },
  { name: 'Comet Music' },
  { name: 'Jade Mobility' },
];

/** The demo users besides admin, their role and the accounts (by name) linked to them. */
export const DEMO_USERS: { login_name: string; role: string; accounts: string[] | 'all' }[] = [
  { login_name: 'operator', role: 'operator', accounts: 'all' },
  { login_name: 'advertiser', role: 'advertiser', accounts: ['Galaxy Games', 'Orchid Shopping'] },
  // not the advertiser's accounts, whose user lists then stay the advertiser and the operator
  { login_name: 'viewer', role: 'viewer', accounts: ['Nimbus Video', 'Harbor Travel'] },
];
