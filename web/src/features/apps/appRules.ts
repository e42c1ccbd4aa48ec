import {
  APP_VERSION_PATTERN,
  AppLimits,
  AppPlatform,
  AppStore,
  eventMappingCreateRequest,
  IMAGE_FORMATS,
  iconSizeProblem as iconBoundsProblem,
  isHttpUrl,
  PKG_NAME_PATTERN,
  type PromotionAppCreateRequest,
  type PromotionAppEditRequest,
  type PromotionAppItem,
  PromotionType,
} from '@adconsole/contract';

/** The icon the form holds: the uploaded file's id and address (null until one is uploaded). */
export interface AppIcon {
  file_id: number;
  url: string;
}

/** One linked account's own listing: store, promotion type and link. */
export interface AppListing {
  app_store: number;
  promotion_type: number;
  promotion_link: string;
}

/** The values of the promotion-app form, as its fields hold them. */
export interface AppFormValues {
  name: string;
  pkg_name: string;
  app_store: number | undefined;
  promotion_type: number;
  platform: number;
  promotion_link: string;
  version: string;
  description: string;
  account_ids: number[];
  /** the accounts given their own listing in the form (the others get the app's, or keep theirs) */
  links: Record<number, AppListing>;
  icon: AppIcon | null;
}

/** A new app's values: a mobile app on Android, nothing chosen yet. */
export function emptyValues(): AppFormValues {
  return {
    name: '',
    pkg_name: '',
    app_store: AppStore.GOOGLE_PLAY,
    promotion_type: PromotionType.MOBILE_APP,
    platform: AppPlatform.ANDROID,
    promotion_link: '',
    version: '',
    description: '',
    account_ids: [],
    links: {},
    icon: null,
  };
}

/** An existing app's values (the accounts are those the caller sees). */
export function valuesOf(item: PromotionAppItem): AppFormValues {
  return {
    name: item.name,
    pkg_name: item.pkg_name,
    app_store: item.app_store,
    promotion_type: item.promotion_type,
    platform: item.platform,
    promotion_link: item.promotion_link,
    version: item.version,
    description: item.description,
    account_ids: item.accounts.map((account) => account.account_id),
    links: {},
    icon: item.icon_file_id !== null ? { file_id: item.icon_file_id, url: item.icon_url } : null,
  };
}

/** The locale key of what is wrong with a package name as typed, or null when it is fine (empty is "required"). */
export function pkgNameProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return 'apps.rule.pkgRequired';
  if (value.length > AppLimits.PKG_NAME_MAX) return 'apps.rule.max';
  return PKG_NAME_PATTERN.test(value) ? null : 'apps.rule.pkg';
}

/** The locale key of what is wrong with a version requirement (optional: empty is fine), or null. */
export function versionProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (value.length > AppLimits.VERSION_MAX) return 'apps.rule.max';
  return APP_VERSION_PATTERN.test(value) ? null : 'apps.rule.version';
}

/** The locale key of what is wrong with a promotion link, or null. */
export function linkProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return 'apps.rule.linkRequired';
  if (value.length > AppLimits.PROMOTION_LINK_MAX) return 'apps.rule.max';
  return isHttpUrl(value) ? null : 'apps.rule.link';
}

/** The locale key of what is wrong with an app event name, or null (the contract's own rule). */
export function eventNameProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return 'apps.rule.eventNameRequired';
  if (value.length > AppLimits.EVENT_NAME_MAX) return 'apps.rule.max';
  return eventMappingCreateRequest.shape.event_name.safeParse(value).success ? null : 'apps.rule.eventName';
}

/** Why a chosen icon file is refused before it is sent: not an image the server takes, unreadable, or not of an icon's size. */
export type IconProblem =
  | { key: 'apps.rule.iconType' }
  | { key: 'apps.rule.iconUnreadable' }
  | { key: 'apps.rule.iconSmall' | 'apps.rule.iconLarge' | 'apps.rule.iconRatio'; width: number; height: number };

/** True for a file name with an image extension the upload takes (jpg, jpeg, png, gif). */
export function isIconFileName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return (IMAGE_FORMATS as readonly string[]).includes(ext);
}

const ICON_PROBLEM_KEYS = {
  small: 'apps.rule.iconSmall',
  large: 'apps.rule.iconLarge',
  ratio: 'apps.rule.iconRatio',
} as const;

/**
 * Checks a chosen icon's decoded size by the contract's bounds (the server's own check): not square is taken, and
 * 160x160 is only a suggestion.
 */
export function iconSizeProblem(size: { width: number; height: number } | null): IconProblem | null {
  if (!size || size.width <= 0 || size.height <= 0) return { key: 'apps.rule.iconUnreadable' };
  const problem = iconBoundsProblem(size.width, size.height);
  return problem ? { key: ICON_PROBLEM_KEYS[problem], ...size } : null;
}

/** The values an icon problem's message names: the size found and the bounds. */
export const iconProblemValues = (problem: IconProblem) => ({
  ...problem,
  min: AppLimits.ICON_MIN_PX,
  max: AppLimits.ICON_MAX_PX,
  ratio: AppLimits.ICON_MAX_RATIO,
});

const trimmed = (text: string) => text.trim();

/** The own listings of the linked accounts given one, as the calls take them (links trimmed). */
export function linksBody(values: Pick<AppFormValues, 'account_ids' | 'links'>) {
  return values.account_ids
    .filter((id) => values.links[id])
    .map((id) => {
      const listing = values.links[id]!;
      return { account_id: id, ...listing, promotion_link: trimmed(listing.promotion_link) };
    });
}

/** The first linked account's own listing with a bad link, or null: the form checks every row before sending. */
export function linksProblem(values: Pick<AppFormValues, 'account_ids' | 'links'>): string | null {
  for (const link of linksBody(values)) {
    const problem = linkProblem(link.promotion_link);
    if (problem) return problem;
  }
  return null;
}

/** The create call's body from the form's values (the icon is required before this is called). */
export function createBody(values: AppFormValues): PromotionAppCreateRequest {
  const version = trimmed(values.version);
  return {
    name: trimmed(values.name),
    pkg_name: trimmed(values.pkg_name),
    app_store: values.app_store ?? AppStore.GOOGLE_PLAY,
    promotion_type: values.promotion_type,
    platform: values.platform,
    promotion_link: trimmed(values.promotion_link),
    ...(version ? { version } : {}),
    description: trimmed(values.description),
    icon_file_id: values.icon?.file_id ?? 0,
    account_ids: values.account_ids,
    ...(linksBody(values).length ? { links: linksBody(values) } : {}),
  };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const x = [...a].sort((m, n) => m - n);
  const y = [...b].sort((m, n) => m - n);
  return x.length === y.length && x.every((id, i) => id === y[i]);
}

/** The edit call's body: the id and only the fields that changed; null when nothing did. */
export function editBody(item: PromotionAppItem, values: AppFormValues): PromotionAppEditRequest | null {
  const before = valuesOf(item);
  const body: PromotionAppEditRequest = { id: item.id };
  const text = ['name', 'pkg_name', 'promotion_link', 'version', 'description'] as const;
  for (const key of text) {
    const next = trimmed(values[key]);
    if (next !== trimmed(before[key])) body[key] = next;
  }
  if (values.app_store !== undefined && values.app_store !== before.app_store) body.app_store = values.app_store;
  if (values.promotion_type !== before.promotion_type) body.promotion_type = values.promotion_type;
  if (values.platform !== before.platform) body.platform = values.platform;
  if (values.icon && values.icon.file_id !== before.icon?.file_id) body.icon_file_id = values.icon.file_id;
  if (!sameIds(values.account_ids, before.account_ids)) body.account_ids = values.account_ids;
  const links = linksBody(values);
  if (links.length) body.links = links;
  return Object.keys(body).length > 1 ? body : null;
}
