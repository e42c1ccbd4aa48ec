import { createHashRouter, type RouteObject, redirect } from 'react-router';
import PageLoading from '../kit/PageLoading';
import type { AppRoute } from './appRoute';
import { HOME_PATH, NOT_FOUND_PATH } from './guard';
import { loadConsoleMessages } from './i18n';
import RootShell from './RootShell';
import RouteErrorPage from './RouteErrorPage';
import { rootLoader } from './rootLoader';
import { ROUTES } from './routes';
import type { RouteHandle } from './useRouteHandle';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, watermark: route.watermark, inLayout: route.inLayout };
  const { redirect: target, load } = route;
  if (target) return { path: route.path, handle, loader: () => redirect(target) };
  if (!load) throw new Error(`route ${route.path} has neither a page nor a redirect`);
  // Each page has its own boundary, so a failing page keeps the navigation bar around it.
  return {
    path: route.path,
    handle,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => {
      const [page] = await Promise.all([load(), route.coreOnly ? null : loadConsoleMessages()]);
      return { Component: page.default };
    },
  };
}

/** Builds the hash router from the route table: public pages, the lazy main layout with its pages, and the 404 catch-all. */
export function createAppRouter() {
  return createHashRouter([
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      // The guard and the version check run on every navigation, not only when params change.
      shouldRevalidate: () => true,
      Component: RootShell,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, loader: () => redirect(HOME_PATH) },
        ...ROUTES.filter((route) => !route.inLayout).map(toRouteObject),
        {
          id: 'layout',
          lazy: async () => ({ Component: (await import('./layout/MainLayout')).default }),
          children: ROUTES.filter((route) => route.inLayout).map(toRouteObject),
        },
        { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ]);
}
