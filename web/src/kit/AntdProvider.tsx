import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { getAntdLocale } from '../lib/language';
import { applyAntdContext } from './antdContext';
import { theme } from './theme';

applyAntdContext();

/** antd configured for the console (theme, active language); wraps every page that uses antd components. */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={getAntdLocale()} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
