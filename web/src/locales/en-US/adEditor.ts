import type zh from '../zh-CN/adEditor';

/** The ad editor: fields, the ad text rules as the user types, creatives, the JS-tag builder and VAST entries. */
export default {
  'adEditor.title.create': 'New ad',
} satisfies Record<keyof typeof zh, string>;
