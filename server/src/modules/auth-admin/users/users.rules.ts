import { Code } from '@adconsole/contract';

// The password rules are the contract's, shared with the user's own password change and the web's forms.
export { PASSWORD_MESSAGES, type PasswordRefusal, passwordRefusal } from '@adconsole/contract';

/** A user as the safety rules see it: enabled or not, administrator or not. */
export interface AdminState {
  enabled: boolean;
  admin: boolean;
}

/**
 * The safety rules of a change to a user (`before` → `after`, null after: deleted), by the caller `self` or
 * another, with `enabledAdmins` the enabled administrators now. The last enabled administrator is never disabled,
 * deleted or demoted (LAST_ADMIN, checked first: it is the reason the sole administrator hears); nobody disables,
 * deletes or demotes themselves (OWN_USER). Answers the refusing code, or null.
 */
export function adminSafetyRefusal(
  before: AdminState,
  after: AdminState | null,
  self: boolean,
  enabledAdmins: number,
): typeof Code.OWN_USER | typeof Code.LAST_ADMIN | null {
  const wasEnabledAdmin = before.enabled && before.admin;
  const staysEnabledAdmin = after?.enabled === true && after.admin;
  if (wasEnabledAdmin && !staysEnabledAdmin && enabledAdmins <= 1) return Code.LAST_ADMIN;
  const losesAccess = after === null || (before.enabled && !after.enabled);
  const losesAdmin = before.admin && (after === null || !after.admin);
  if (self && (losesAccess || losesAdmin)) return Code.OWN_USER;
  return null;
}
