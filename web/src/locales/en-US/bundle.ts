import antd from 'antd/es/locale/en_US';
import type { LocaleBundle } from '../../app/i18n';
import messages from './core';

/** The en-US core texts and antd locale, one chunk loaded before the first render when en-US is active. */
const bundle: LocaleBundle = { messages, antd };
export default bundle;
