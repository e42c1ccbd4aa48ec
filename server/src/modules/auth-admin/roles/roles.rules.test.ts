import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { demotionRefusal } from './roles.rules.js';

describe('demotionRefusal', () => {
  const facts = { roleId: 2, callerRoleId: 1, staffed: true, otherStaffedAdminRoles: 1 };

  it("refuses one's own role first", () => {
    expect(demotionRefusal({ ...facts, roleId: 1, otherStaffedAdminRoles: 0 })).toBe(Code.OWN_USER);
  });

  it('keeps the last administrator role enabled users hold', () => {
    expect(demotionRefusal({ ...facts, otherStaffedAdminRoles: 0 })).toBe(Code.LAST_ADMIN);
  });

  it('allows another administrator role, or one no enabled user holds', () => {
    expect(demotionRefusal(facts)).toBeNull();
    expect(demotionRefusal({ ...facts, staffed: false, otherStaffedAdminRoles: 0 })).toBeNull();
  });
});
