/**
 * The roles the product itself creates (the administrator on the first start, the others with the demo data) and
 * the description it writes for each. While a role keeps a name and description the product wrote, the console shows
 * them in the reader's language (the web's `builtinRole.<name>.*` texts); once a person edits them, as typed.
 */
export const BUILTIN_ROLES = {
  administrator: 'every menu and operation',
  operator: 'ad operations: materials, tags, audiences, apps and campaigns; no auth administration',
  advertiser: 'an advertiser: only its linked accounts, reads its accounts, cannot manage tags or review',
  viewer: 'read-only: sees materials, tags and campaigns, changes nothing',
} as const;
export type BuiltinRoleName = keyof typeof BUILTIN_ROLES;

export const isBuiltinRoleName = (name: string): name is BuiltinRoleName => Object.hasOwn(BUILTIN_ROLES, name);
