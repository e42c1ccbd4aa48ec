import { Code } from '@adconsole/contract';

/** What is known when an administrator takes the administrator flag off a role. */
export interface DemotionFacts {
  roleId: number;
  callerRoleId: number;
  /** enabled users hold the role */
  staffed: boolean;
  /** other administrator roles that enabled users hold */
  otherStaffedAdminRoles: number;
}

/**
 * Why a role may not lose its administrator flag, or null: nobody removes their own administration rights
 * (OWN_USER), and the last administrator role with enabled users keeps the flag (LAST_ADMIN) so the console always
 * has an administrator. For an enabled caller the first rule already covers the second (their own role is staffed);
 * the second stays as the rule the data must keep, whoever calls.
 */
export function demotionRefusal(f: DemotionFacts): typeof Code.OWN_USER | typeof Code.LAST_ADMIN | null {
  if (f.roleId === f.callerRoleId) return Code.OWN_USER;
  if (f.staffed && f.otherStaffedAdminRoles === 0) return Code.LAST_ADMIN;
  return null;
}
