import { Code, DirectoryLimits, Limits } from '@adconsole/contract';

/** Why a password is refused (the 400's rule), or null when it passes. */
export type PasswordRefusal = 'encoding' | 'min_length' | 'max_length' | 'not_login_name';

/**
 * The password rules: at least {@link DirectoryLimits.PASSWORD_MIN} characters (code points, so a CJK password
 * counts as a person reads it), at most the sign-in limit, and not the shareid (compared without case, as a
 * shareid in another case is as easy to guess). `password` is the decoded text, null when it did not decode.
 */
export function passwordRefusal(password: string | null, shareid: string): PasswordRefusal | null {
  if (password === null) return 'encoding';
  const length = [...password].length;
  if (length < DirectoryLimits.PASSWORD_MIN) return 'min_length';
  if (length > Limits.PASSWORD_MAX) return 'max_length';
  if (password.trim().toLowerCase() === shareid.trim().toLowerCase()) return 'not_login_name';
  return null;
}

export const PASSWORD_MESSAGES: Record<PasswordRefusal, string> = {
  encoding: 'password must be base64 of UTF-8 text',
  min_length: `password must have at least ${DirectoryLimits.PASSWORD_MIN} characters`,
  max_length: `password must have at most ${Limits.PASSWORD_MAX} characters`,
  not_login_name: 'password must not be the shareid',
};

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
