import { DirectoryLimits } from './directory.js';
import { Limits } from './limits.js';

/** Why a password is refused (the 400's rule), or null when it passes. */
export type PasswordRefusal = 'encoding' | 'min_length' | 'max_length' | 'not_login_name';

/**
 * The password rules, for a password an administrator sets and one a user changes alike: at least
 * {@link DirectoryLimits.PASSWORD_MIN} characters (code points, so a CJK password counts as a person reads it), at
 * most the sign-in limit, and not the shareid (compared without case, as a shareid in another case is as easy to
 * guess). `password` is the decoded text, null when it did not decode.
 */
export function passwordRefusal(password: string | null, shareid: string): PasswordRefusal | null {
  if (password === null) return 'encoding';
  const length = [...password].length;
  if (length < DirectoryLimits.PASSWORD_MIN) return 'min_length';
  if (length > Limits.PASSWORD_MAX) return 'max_length';
  if (password.trim().toLowerCase() === shareid.trim().toLowerCase()) return 'not_login_name';
  return null;
}

/** The server's English message of each refusal (the web words its own from the rule). */
export const PASSWORD_MESSAGES: Record<PasswordRefusal, string> = {
  encoding: 'password must be base64 of UTF-8 text',
  min_length: `password must have at least ${DirectoryLimits.PASSWORD_MIN} characters`,
  max_length: `password must have at most ${Limits.PASSWORD_MAX} characters`,
  not_login_name: 'password must not be the shareid',
};
