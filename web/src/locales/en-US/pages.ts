import type zh from '../zh-CN/pages';

/** Texts of the shell pages: areas still being built and the not-found page. */
export default {
  'upcoming.description': 'This area is being built and arrives in an upcoming release.',
  'upcoming.hint': 'Once it ships it will be ready right here, with nothing for you to set up.',
  'notFound.title': '404',
  'notFound.description': 'The webmaster says this page cannot be entered.',
} satisfies Record<keyof typeof zh, string>;
