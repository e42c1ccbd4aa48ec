import { BUILTIN_ROLES, isBuiltinRoleName, PERMISSION_GROUPS } from '@adconsole/contract';
import type { TFunction } from 'i18next';

// Names the product wrote are shown in the reader's language; what a person typed is shown as typed.

const isProductGroup = (name: string): boolean => Object.hasOwn(PERMISSION_GROUPS, name);

/** A permission group's title: the product's name for one of its own groups, else the name the administrator gave. */
export function groupTitle(t: TFunction, name: string): string {
  return isProductGroup(name) ? t(`permissionGroup.${name}.title`) : name;
}

/** What a group allows: the remark an administrator wrote wins; the product's line for its own groups otherwise. */
export function groupDescription(t: TFunction, name: string, remark: string): string {
  if (remark) return remark;
  return isProductGroup(name) ? t(`permissionGroup.${name}.desc`) : '';
}

/** A role's name: a built-in role's in the reader's language, any other as typed. */
export function roleName(t: TFunction, name: string): string {
  return isBuiltinRoleName(name) ? t(`builtinRole.${name}.name`) : name;
}

/** A role's description: a built-in role's own description in the reader's language until someone rewrites it. */
export function roleRemark(t: TFunction, name: string, remark: string): string {
  return isBuiltinRoleName(name) && remark === BUILTIN_ROLES[name] ? t(`builtinRole.${name}.remark`) : remark;
}
