/** What a change of the access model (roles, menus, groups, permissions) refetches: every view of it. */
export const accessChange = { invalidates: [['authAccess']] };
