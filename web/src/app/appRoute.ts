import type { MenuName, PermissionGroupName } from '@adconsole/contract';
import type { ComponentType } from 'react';

/** Who may open a route: anyone, any signed-in user, or a role whose menus list the route's name. */
export type RouteAccess = 'public' | 'session' | 'menu';

/**
 * One entry of the route table. `name` is also the menu name: its title is the `menu.<name>` locale key, and the
 * server's navigation tree refers to routes by it. Each feature's `index.ts` exports its own entries.
 */
export interface AppRoute {
  name: MenuName | 'login' | 'notFound' | 'noPermission' | 'table' | 'tabs' | 'test' | 'config';
  path: string;
  access: RouteAccess;
  /** Inside the main layout (navbar, watermark) or a page of its own. */
  inLayout: boolean;
  /** The page module, always loaded lazily so each page is its own chunk. */
  load?: () => Promise<{ default: ComponentType }>;
  redirect?: string;
  /** The spec's watermark shows on every page but home and login. */
  watermark: boolean;
  /**
   * A permission group the page needs beyond its menu (a create form): a role without it gets the no-permission page
   * instead of a form the server would refuse at the end.
   */
  group?: PermissionGroupName;
  /** Needs only the core texts (sign-in, 404): the console's texts are not loaded for it. */
  coreOnly?: boolean;
}
