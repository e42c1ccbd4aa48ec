import type zh from '../zh-CN/common';

/** Shared words of the whole console. */
export default {
  'app.name': 'AdConsole',
  'app.tagline': 'Ad platform administration console',
  'app.titleSuffix': 'AdConsole',
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.reload': 'Reload page',
  'common.backHome': 'Back to home',
  'common.cancel': 'Cancel',
  'common.confirm': 'OK',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.none': 'None',
  'common.empty': 'No data',
  'common.unknown': 'Unknown',
  'common.language': 'Language',
  'common.language.zh-CN': '中文',
  'common.language.en-US': 'English',
  'common.error.title': 'This page failed to load',
  'common.error.description': 'Something unexpected happened and it has been reported. Please reload and try again.',
  'common.bytes': '{{size}} bytes',
  'common.items_one': '{{count}} item',
  'common.items_other': '{{count}} items',
} satisfies Record<keyof typeof zh, string>;
