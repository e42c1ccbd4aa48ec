import { BUILTIN_ROLES, PERMISSION_GROUPS } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US';
import zh from '../../locales/zh-CN';
import { groupDescription, groupTitle, roleName, roleRemark } from './accessTexts';

const messages: Record<string, Record<string, string>> = { zh, en };
const tIn = (lang: string) => ((key: string) => messages[lang]![key] ?? key) as unknown as TFunction;

describe('access texts', () => {
  it.each(['zh', 'en'])('give every permission group and built-in role a name and a description in %s', (lang) => {
    const texts = messages[lang]!;
    for (const group of Object.keys(PERMISSION_GROUPS)) {
      expect(texts[`permissionGroup.${group}.title`], group).toBeTruthy();
      expect(texts[`permissionGroup.${group}.desc`], group).toBeTruthy();
    }
    for (const role of Object.keys(BUILTIN_ROLES)) {
      expect(texts[`builtinRole.${role}.name`], role).toBeTruthy();
      expect(texts[`builtinRole.${role}.remark`], role).toBeTruthy();
    }
  });

  it('shows the product groups by name, an administrator-made group and remark as typed', () => {
    const t = tIn('zh');
    expect(groupTitle(t, 'tag.view')).toBe('查看创意标签');
    expect(groupDescription(t, 'tag.view', '')).toBe('浏览创意标签树');
    expect(groupDescription(t, 'tag.view', 'ours')).toBe('ours');
    expect(groupTitle(t, 'export.csv')).toBe('export.csv');
    expect(groupDescription(t, 'export.csv', '')).toBe('');
  });

  it('translates a built-in role until its description is rewritten', () => {
    const t = tIn('zh');
    expect(roleName(t, 'administrator')).toBe('管理员');
    expect(roleRemark(t, 'administrator', BUILTIN_ROLES.administrator)).toBe('拥有全部菜单和操作权限');
    expect(roleRemark(t, 'administrator', 'our admins')).toBe('our admins');
    expect(roleName(t, 'Regional lead')).toBe('Regional lead');
    expect(roleName(tIn('en'), 'viewer')).toBe('Viewer');
  });
});
