import { QueryClientProvider } from '@tanstack/react-query';
import Layout from 'antd/es/layout';
import Segmented from 'antd/es/segmented';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import NavBar from '../../app/layout/NavBar';
import { queryClient } from '../../app/queryClient';
import type { RootData } from '../../app/rootLoader';
import AntdProvider from '../../kit/AntdProvider';
import { preloadFeedback } from '../../kit/feedback';
import { textColor } from '../../kit/theme';
import DemoHeader from './DemoHeader';
import SignInPrompt from './SignInPrompt';
import { useSignedIn } from './useSignedIn';

const DEMO_PAGES = ['table', 'tabs', 'test'] as const;

/** Props of a demo page's frame. */
export interface DemoFrameProps {
  page: (typeof DEMO_PAGES)[number];
  /** whether the page needs a session for its data (the /test page does not) */
  needsData?: boolean;
  children: ReactNode;
}

/**
 * The frame of the public demo pages, which sit outside the main layout: the console's navigation bar when signed in
 * (a light header otherwise), the page title with links between the three demos, and the sign-in notice.
 */
export default function DemoFrame({ page, needsData = true, children }: DemoFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedIn();
  const roleMenu = (useRouteLoaderData('root') as RootData | undefined)?.roleMenu ?? null;
  useEffect(preloadFeedback, []);

  return (
    <AntdProvider>
      <QueryClientProvider client={queryClient}>
        <Layout style={{ minHeight: '100%' }}>
          {signedIn ? <NavBar menus={roleMenu?.menus ?? []} /> : <DemoHeader />}
          <Layout.Content style={{ padding: 24 }}>
            <div style={{ maxWidth: 1440, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 16 }}>
              <div
                style={{
                  display: 'flex',
                  alignItems: 'flex-end',
                  justifyContent: 'space-between',
                  gap: 16,
                  flexWrap: 'wrap',
                }}
              >
                <div>
                  <h1 style={{ margin: '0 0 4px', fontSize: 22, fontWeight: 600 }}>{t(`menu.${page}`)}</h1>
                  <p style={{ margin: 0, color: textColor.muted }}>{t(`demo.${page}.subtitle`)}</p>
                </div>
                <Segmented
                  value={page}
                  options={DEMO_PAGES.map((name) => ({ value: name, label: t(`menu.${name}`) }))}
                  onChange={(name) => {
                    if (name !== location.pathname.slice(1)) navigate(`/${name}`);
                  }}
                  data-testid="demo-nav"
                />
              </div>
              {needsData && !signedIn ? <SignInPrompt /> : null}
              {children}
            </div>
          </Layout.Content>
        </Layout>
      </QueryClientProvider>
    </AntdProvider>
  );
}
