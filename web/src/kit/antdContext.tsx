import ConfigProvider from 'antd/es/config-provider';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { currentLanguage, getAntdLocale } from '../lib/language';
import { theme } from './theme';

let applied = false;

/**
 * Gives antd's static toasts the console's theme and locale, and points dayjs at the interface language. Runs once,
 * from the first module that brings antd in (never on the login route).
 */
export function applyAntdContext(): void {
  if (applied) return;
  applied = true;
  dayjs.locale(currentLanguage() === 'zh-CN' ? 'zh-cn' : 'en');
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider locale={getAntdLocale()} theme={theme}>
        {children}
      </ConfigProvider>
    ),
  });
}
