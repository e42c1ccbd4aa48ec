import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import NavigationProgress from '../kit/NavigationProgress';
import { hasToken, sessionIds } from './session';
import { useRouteHandle } from './useRouteHandle';

// The watermark is a separate chunk: the login page never shows it, so it must not weigh on that route.
const WatermarkLayer = lazy(() => import('../kit/WatermarkLayer'));

/** The root route's element: the page, the navigation progress bar, the watermark and the document title. */
export default function RootShell() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const userId = sessionIds().userId;

  useEffect(() => {
    const suffix = t('app.titleSuffix');
    document.title = handle ? `${t(`menu.${handle.name}`)} - ${suffix}` : suffix;
  }, [handle, t]);

  const watermark = handle?.watermark && hasToken() && userId !== null;
  return (
    <>
      <NavigationProgress />
      <Outlet />
      {watermark ? (
        <Suspense fallback={null}>
          <WatermarkLayer text={String(userId)} />
        </Suspense>
      ) : null}
    </>
  );
}
