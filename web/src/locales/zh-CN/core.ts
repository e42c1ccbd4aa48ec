import common from './common';
import errors from './errors';
import home from './home';
import menu from './menu';
import pages from './pages';
import session from './session';

/** The texts the sign-in page, the shell and the error pages need: loaded before the first render. */
export default { ...common, ...session, ...menu, ...errors, ...home, ...pages };
