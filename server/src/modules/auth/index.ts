/** The session: sign in and out, the token guard on every call, the caller's menu. */
export { registerAccessGuard } from './access-guard.js';
export { authRoutes as authModule } from './auth.routes.js';
export { createPasswordChecker, type PasswordChecker, type PasswordPoolSize } from './password.js';
