import type { LoginResponse, RoleMenuResponse } from '@adconsole/contract';
import { fetchRoleMenu, logout } from '../features/session/api';
import {
  clearEverything,
  getToken,
  LocalKey,
  readLocal,
  readLocalId,
  SessionKey,
  setToken,
  writeLocal,
} from '../lib/storage';

// The role's menus for this tab; sessionStorage keeps them across reloads (spec: "route cache ... in session storage").
let roleMenu: RoleMenuResponse | null = null;

/** The signed-in user's ids as stored at login. */
export function sessionIds(): { userId: number | null; accountId: number | null; roleId: number | null } {
  return {
    userId: readLocalId(LocalKey.userId),
    accountId: readLocalId(LocalKey.accountId),
    roleId: readLocalId(LocalKey.roleId),
  };
}

/** The stored shareid (login name) of the signed-in user. */
export function currentShareid(): string {
  return readLocal(LocalKey.shareid) ?? '';
}

/** True when a token cookie exists. */
export function hasToken(): boolean {
  return getToken() !== null;
}

function readCachedRoleMenu(userId: number): RoleMenuResponse | null {
  try {
    const raw = sessionStorage.getItem(SessionKey.roleMenu);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as RoleMenuResponse;
    return parsed?.user?.id === userId && Array.isArray(parsed.menus) ? parsed : null;
  } catch {
    return null;
  }
}

/** Loads the role's menus and auth list once per tab: memory, then sessionStorage, then the server. */
export async function ensureRoleMenu(): Promise<RoleMenuResponse> {
  const { userId, accountId, roleId } = sessionIds();
  if (userId === null) throw new Error('no user id');
  if (roleMenu?.user.id === userId) return roleMenu;
  const cached = readCachedRoleMenu(userId);
  if (cached) {
    roleMenu = cached;
    return cached;
  }
  const loaded = await fetchRoleMenu(userId, accountId, roleId);
  roleMenu = loaded;
  try {
    sessionStorage.setItem(SessionKey.roleMenu, JSON.stringify(loaded));
  } catch {
    // A full or refused storage only costs a refetch on the next reload.
  }
  return loaded;
}

/** Drops the in-memory menus (after the session caches were cleared). */
export function forgetRoleMenu(): void {
  roleMenu = null;
}

/** Starts a session from a successful login answer. */
export function startSession(answer: LoginResponse): void {
  setToken(answer.token, answer.expires_at);
  writeLocal(LocalKey.shareid, answer.login_name);
  writeLocal(LocalKey.userId, answer.user_id);
  writeLocal(LocalKey.accountId, answer.account_id);
  writeLocal(LocalKey.roleId, answer.role_id);
  // Another user may have used this tab before: never reuse their menus.
  try {
    sessionStorage.removeItem(SessionKey.roleMenu);
  } catch {
    // Nothing cached then.
  }
  roleMenu = null;
}

/** Logs out: tells the server to revoke the token, then clears storage and the token whatever the answer. */
export async function endSession(): Promise<void> {
  const { userId } = sessionIds();
  try {
    if (hasToken()) await logout(userId);
  } catch {
    // The local session ends anyway; a token the server missed still expires on its own.
  }
  clearEverything();
  roleMenu = null;
}
