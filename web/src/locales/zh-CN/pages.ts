/** Texts of the shell pages: areas still being built and the not-found page. */
export default {
  'upcoming.description': '该功能模块正在建设中，将在后续版本上线。',
  'upcoming.hint': '上线后即可在此直接使用，无需其他操作。',
  'notFound.title': '404',
  'notFound.description': '站长说：这个页面进不去了…',
};
