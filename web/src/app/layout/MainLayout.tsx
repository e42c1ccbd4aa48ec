import { QueryClientProvider } from '@tanstack/react-query';
import Layout from 'antd/es/layout';
import { Suspense, useEffect } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import AntdProvider from '../../kit/AntdProvider';
import { preloadFeedback } from '../../kit/feedback';
import PageLoading from '../../kit/PageLoading';
import { queryClient } from '../queryClient';
import type { RootData } from '../rootLoader';
import NavBar from './NavBar';
import { useBackClosesOverlay } from './useBackClosesOverlay';

/** The signed-in frame (its own lazy chunk): navigation bar above the page, with the query cache the pages share. */
export default function MainLayout() {
  const data = useRouteLoaderData('root') as RootData | undefined;
  // Toasts load on first use; signed-in pages fetch them early so the first error shows at once.
  useEffect(preloadFeedback, []);
  useBackClosesOverlay();
  return (
    <AntdProvider>
      <QueryClientProvider client={queryClient}>
        <Layout style={{ minHeight: '100%' }}>
          <NavBar menus={data?.roleMenu?.menus ?? []} />
          <Layout.Content style={{ padding: 24 }}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </QueryClientProvider>
    </AntdProvider>
  );
}
