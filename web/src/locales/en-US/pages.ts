import type zh from '../zh-CN/pages';

/** Texts of the shell's own pages: the not-found page. */
export default {
  'notFound.title': '404',
  'notFound.description': 'The webmaster says this page cannot be entered.',
} satisfies Record<keyof typeof zh, string>;
