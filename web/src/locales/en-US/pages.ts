import type zh from '../zh-CN/pages';

/** Texts of the shell's own pages: the not-found and no-permission pages. */
export default {
  'notFound.title': '404',
  'notFound.description': 'The webmaster says this page cannot be entered.',
  'noPermission.title': 'You do not have permission to access this page',
  'noPermission.description':
    "Your role's menus do not include this page. Ask an administrator to add it to your role.",
} satisfies Record<keyof typeof zh, string>;
