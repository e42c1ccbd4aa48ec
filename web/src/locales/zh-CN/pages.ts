/** Texts of the shell's own pages: the not-found page. */
export default {
  'notFound.title': '404',
  'notFound.description': '站长说：这个页面进不去了…',
};
