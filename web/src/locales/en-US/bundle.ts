import antd from 'antd/es/locale/en_US';
import type { LocaleBundle } from '../../app/i18n';
import messages from './index';

/** Everything the en-US interface needs, loaded as one chunk only when en-US is active. */
const bundle: LocaleBundle = { messages, antd };
export default bundle;
