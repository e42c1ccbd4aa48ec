import antd from 'antd/es/locale/zh_CN';
import type { LocaleBundle } from '../../app/i18n';
import messages from './index';

/** Everything the zh-CN interface needs, loaded as one chunk only when zh-CN is active. */
const bundle: LocaleBundle = { messages, antd };
export default bundle;
