import { Code, type RoleMenuResponse } from '@adconsole/contract';
import { get } from './request';

/** GET /v2/auth/role/getRoleMenu: the navigation tree and the role's auth list. */
export async function fetchRoleMenu(
  userId: number,
  accountId: number | null,
  roleId: number | null,
): Promise<RoleMenuResponse> {
  const answer = await get<RoleMenuResponse>('/v2/auth/role/getRoleMenu', {
    user_id: userId,
    account_id: accountId,
    role_id: roleId,
  });
  if (answer.code !== Code.OK || !answer.data) throw new Error(answer.msg || 'menu unavailable');
  return answer.data;
}
