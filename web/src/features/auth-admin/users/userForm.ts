import type { CallBody, calls, UserDetail } from '@adconsole/contract';
import { encodePassword } from '../../../lib/encodePassword';

type CreateBody = CallBody<typeof calls.authAdmin.createUser>;
type EditBody = CallBody<typeof calls.authAdmin.editUser>;

/** What the user form holds: the sign-in name and password (new users only), role, company and linked accounts. */
export interface UserFormValues {
  shareid: string;
  password: string;
  role_id?: number;
  company_id?: number;
  account_ids: number[];
}

/** The form of a new user, or of the user being edited. */
export function userFormValues(user: UserDetail | null): UserFormValues {
  if (!user) return { shareid: '', password: '', account_ids: [] };
  return {
    shareid: user.shareid,
    password: '',
    role_id: user.role_id,
    company_id: user.company_id ?? undefined,
    account_ids: user.accounts.map((account) => account.id),
  };
}

/** The create call's body: the shareid trimmed, the password as typed and sent base64 as the sign-in page sends it. */
export function createUserBody(values: UserFormValues): CreateBody {
  return {
    shareid: values.shareid.trim(),
    password: encodePassword(values.password),
    role_id: values.role_id!,
    company_id: values.company_id ?? null,
    account_ids: [...values.account_ids],
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/**
 * The edit call's body: only what changed (the server treats a field left out as unchanged, and the audit log then
 * records exactly what the administrator changed); null when nothing did.
 */
export function editUserBody(user: UserDetail, values: UserFormValues): EditBody | null {
  const body: EditBody = { id: user.id };
  if (values.role_id !== undefined && values.role_id !== user.role_id) body.role_id = values.role_id;
  const companyId = values.company_id ?? null;
  if (companyId !== user.company_id) body.company_id = companyId;
  const before = user.accounts.map((account) => account.id);
  if (!sameIds(values.account_ids, before)) body.account_ids = [...values.account_ids];
  return Object.keys(body).length > 1 ? body : null;
}
