/** The session: sign in and out, the token guard on every call, the caller's menu; the access catalogue's menus. */
export { appendMenu, syncAccessCatalog } from './access-catalog.js';
export { registerAccessGuard } from './access-guard.js';
export { authRoutes as authModule } from './auth.routes.js';
export {
  createPasswordChecker,
  decodePassword,
  hashPassword,
  type PasswordChecker,
  type PasswordPoolSize,
} from './password.js';
export { buildNavTree } from './role-menu.js';
