import antd from 'antd/es/locale/zh_CN';
import type { LocaleBundle } from '../../app/i18n';
import messages from './core';

/** The zh-CN core texts and antd locale, one chunk loaded before the first render when zh-CN is active. */
const bundle: LocaleBundle = { messages, antd };
export default bundle;
