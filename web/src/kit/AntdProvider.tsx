import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { getAntdLocale } from '../lib/language';
import { applyAntdContext } from './antdContext';
import { themeFor } from './theme';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

applyAntdContext();

/**
 * antd configured for the console (theme, active language); wraps every page that uses antd components. Under the
 * user's "reduce motion" setting antd animates nothing (popups, menus, collapses open and close at once).
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={getAntdLocale()} theme={themeFor(reducedMotion)}>
      {children}
    </ConfigProvider>
  );
}
