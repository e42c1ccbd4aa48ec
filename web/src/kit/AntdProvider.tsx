import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { getAntdLocale } from '../app/i18n';
import { theme } from '../app/theme';
import { applyAntdContext } from './antdContext';

applyAntdContext();

/** antd configured for the console (theme, active language); wraps every page that uses antd components. */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={getAntdLocale()} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
