import common from './common';
import config from './config';
import errors from './errors';
import home from './home';
import menu from './menu';
import pages from './pages';
import session from './session';

/** All flat message keys of this language, merged from the per-area files. */
export default { ...common, ...session, ...menu, ...errors, ...home, ...config, ...pages };
