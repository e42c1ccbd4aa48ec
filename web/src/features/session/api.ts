import { type CallAnswer, type CallBody, Code, calls } from '@adconsole/contract';
import { api } from '../../app/request';

/** Signs in: answers the envelope, so the page can explain a refusal (a lock, a wrong password) itself. */
export const login = (body: CallBody<typeof calls.session.login>) => api(calls.session.login, body, { quiet: true });

/** Revokes the token on the server; quiet and short, as signing out locally never waits on it. */
export const logout = (userId: number | null) =>
  api(calls.session.logout, { user_id: userId ?? undefined }, { quiet: true, timeoutMs: 10_000 });

/** The signed-in user's navigation tree and the role's auth list. */
export async function fetchRoleMenu(
  userId: number,
  accountId: number | null,
  roleId: number | null,
): Promise<CallAnswer<typeof calls.session.roleMenu>> {
  const answer = await api(calls.session.roleMenu, { user_id: userId, account_id: accountId, role_id: roleId });
  if (answer.code !== Code.OK || !answer.data) throw new Error(answer.msg || 'menu unavailable');
  return answer.data;
}
