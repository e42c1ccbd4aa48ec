/**
 * Menus (pages) and permission groups. A menu name doubles as the web's `menu.<name>` locale key;
 * a call belongs to a permission group, and a group to a menu: lacking the menu answers 402, lacking only the group 403.
 */
export const MENUS = {
  home: { path: '/home' },
  material: { path: '/material' },
  'material.image': { path: '/material/image', parent: 'material' },
  'material.video': { path: '/material/video', parent: 'material' },
  'material.creativeTag': { path: '/material/creativeTag', parent: 'material' },
  audience: { path: '/audience' },
  'audience.index': { path: '/audience/index', parent: 'audience' },
  'audience.create': { path: '/audience/create', parent: 'audience', hidden: true },
  // which accounts' packages may read a partner-drop folder: an administrator's page
  'audience.partnerFolder': { path: '/audience/partnerFolder', parent: 'audience' },
  // device events: the back-fill imports from a file (the pipeline's batches come with an API key instead)
  'audience.deviceEvent': { path: '/audience/deviceEvent', parent: 'audience' },
  package: { path: '/package' },
  'package.index': { path: '/package/index', parent: 'package' },
  advertising: { path: '/advertising' },
  'advertising.index': { path: '/advertising/index', parent: 'advertising' },
  'advertising.view': { path: '/advertising/view', parent: 'advertising', hidden: true },
  auth: { path: '/auth' },
  'auth.account': { path: '/auth/account', parent: 'auth' },
  'auth.user': { path: '/auth/user', parent: 'auth' },
  'auth.role': { path: '/auth/role', parent: 'auth' },
  'auth.menu': { path: '/auth/menu', parent: 'auth' },
  'auth.audit': { path: '/auth/audit', parent: 'auth' },
  // the platform's placement catalogues, one page each; administrators' pages (no other role is granted them)
  placement: { path: '/placement' },
  'placement.mediaApp': { path: '/placement/mediaApp', parent: 'placement' },
  'placement.adPosition': { path: '/placement/adPosition', parent: 'placement' },
  'placement.dsp': { path: '/placement/dsp', parent: 'placement' },
  'placement.adPlatform': { path: '/placement/adPlatform', parent: 'placement' },
  'auth.apiKey': { path: '/auth/apiKey', parent: 'auth' },
  // the delivery report over the statistics the ad server sent, within the caller's accounts
  report: { path: '/report' },
  'report.delivery': { path: '/report/delivery', parent: 'report' },
} as const satisfies Record<string, { path: string; parent?: string; hidden?: boolean }>;
export type MenuName = keyof typeof MENUS;

/**
 * Permission groups, each owned by one menu. The material groups serve both the image and the video library, so
 * they belong to their common parent, which every role that can open either library has.
 */
export const PERMISSION_GROUPS = {
  'material.view': 'material',
  'material.upload': 'material',
  'material.edit': 'material',
  'material.delete': 'material',
  'material.review': 'material',
  'tag.view': 'material.creativeTag',
  'tag.add': 'material.creativeTag',
  'tag.edit': 'material.creativeTag',
  'tag.delete': 'material.creativeTag',
  'audience.view': 'audience.index',
  'audience.create': 'audience.index',
  'audience.edit': 'audience.index',
  'audience.delete': 'audience.index',
  'audience.partner.view': 'audience.partnerFolder',
  'audience.partner.edit': 'audience.partnerFolder',
  'audience.deviceEvent.view': 'audience.deviceEvent',
  'audience.deviceEvent.import': 'audience.deviceEvent',
  'app.view': 'package.index',
  'app.create': 'package.index',
  'app.edit': 'package.index',
  'app.delete': 'package.index',
  'campaign.view': 'advertising.index',
  'campaign.create': 'advertising.index',
  'campaign.edit': 'advertising.index',
  'campaign.delete': 'advertising.index',
  'ad.view': 'advertising.index',
  'ad.create': 'advertising.index',
  'ad.edit': 'advertising.index',
  'ad.delete': 'advertising.index',
  // the audit log of every change; read by administrators only, whatever a role's groups. It stays on
  // `auth` rather than the log's own page `auth.audit`: the service refuses non-administrators anyway (403)
  'auth.view': 'auth',
  'auth.account.view': 'auth.account',
  'auth.account.edit': 'auth.account',
  'auth.user.view': 'auth.user',
  'auth.user.edit': 'auth.user',
  'auth.role.view': 'auth.role',
  'auth.role.edit': 'auth.role',
  'auth.menu.view': 'auth.menu',
  'auth.menu.edit': 'auth.menu',
  // one set of groups for the four catalogue pages, held by their common parent (as the material groups)
  'placement.view': 'placement',
  'placement.edit': 'placement',
  'placement.delete': 'placement',
  // API keys belong to the platform: the service refuses non-administrators whatever their groups (403)
  'auth.apiKey.view': 'auth.apiKey',
  'auth.apiKey.edit': 'auth.apiKey',
  'report.view': 'report.delivery',
} as const satisfies Record<string, MenuName>;
export type PermissionGroupName = keyof typeof PERMISSION_GROUPS;
