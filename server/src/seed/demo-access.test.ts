import { MENUS, PERMISSION_GROUPS } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ROLES, DEMO_USERS, leafMenus } from './demo-access.js';

const role = (name: string) => DEMO_ROLES.find((r) => r.name === name)!;

describe('demo roles and users', () => {
  it('seeds three roles and three users besides the administrator', () => {
    expect(DEMO_ROLES.map((r) => r.name)).toEqual(['operator', 'advertiser', 'viewer']);
    expect(DEMO_USERS.map((u) => [u.login_name, u.role])).toEqual([
      ['operator', 'operator'],
      ['advertiser', 'advertiser'],
      ['viewer', 'viewer'],
    ]);
  });

  it('gives each role only groups of menus it has, and menus whose parents it has', () => {
    for (const r of DEMO_ROLES) {
      for (const group of r.groups) expect(r.menus, `${r.name}: ${group}`).toContain(PERMISSION_GROUPS[group]);
      for (const menu of r.menus) {
        const parent = (MENUS[menu] as { parent?: string }).parent;
        if (parent) expect(r.menus, `${r.name}: ${menu}`).toContain(parent);
      }
    }
  });

  it('links each user to accounts that exist', () => {
    const names = new Set(DEMO_ACCOUNTS.map((a) => a.name));
    for (const u of DEMO_USERS) {
      expect(role(u.role), u.login_name).toBeDefined();
      if (u.accounts !== 'all') for (const a of u.accounts) expect(names, `${u.login_name}: ${a}`).toContain(a);
    }
  });

  it('lets the viewer read the work pages and change nothing', () => {
    const viewer = role('viewer');
    expect(viewer.menus).toEqual(role('operator').menus);
    expect(viewer.groups.every((g) => g.endsWith('.view'))).toBe(true);
    expect([...viewer.groups].sort()).toEqual([
      'ad.view',
      'app.view',
      'audience.view',
      'campaign.view',
      'material.view',
      'report.view',
      'tag.view',
    ]);
  });
});

describe('demo grants stored on leaves', () => {
  const withAncestors = (menus: readonly string[]) => {
    const all = new Set<string>();
    for (const m of menus) {
      for (let p: string | undefined = m; p; p = (MENUS[p as keyof typeof MENUS] as { parent?: string }).parent) {
        all.add(p);
      }
    }
    return all;
  };

  it("keeps each role's menus the same once parents come from the leaves", () => {
    for (const r of DEMO_ROLES) {
      const leaves = leafMenus(r.menus);
      expect(leaves.every((m) => !Object.values(MENUS).some((d) => (d as { parent?: string }).parent === m))).toBe(
        true,
      );
      expect([...withAncestors(leaves)].sort(), r.name).toEqual([...r.menus].sort());
    }
  });
});
