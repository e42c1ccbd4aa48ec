import common from './common';
import config from './config';
import demo from './demo';
import errors from './errors';
import home from './home';
import kit from './kit';
import library from './library';
import lookups from './lookups';
import menu from './menu';
import pages from './pages';
import picker from './picker';
import session from './session';
import tags from './tags';
import target from './target';
import upload from './upload';

/** All flat message keys of this language, merged from the per-area files. */
export default {
  ...common,
  ...session,
  ...tags,
  ...menu,
  ...errors,
  ...home,
  ...config,
  ...pages,
  ...kit,
  ...library,
  ...lookups,
  ...target,
  ...demo,
  ...upload,
  ...picker,
};
