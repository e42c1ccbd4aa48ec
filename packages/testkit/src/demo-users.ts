// The demo sign-ins, read from the server's own sources (the seed's users, the configuration's default passwords),
// so a changed default or a new demo user reaches every test at once.
import {
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_DEMO_PASSWORD,
  DEMO_USERS as SEEDED_USERS,
} from '../../../server/src/public.js';

export { DEFAULT_ADMIN_PASSWORD, DEFAULT_DEMO_PASSWORD };

export interface DemoUser {
  login_name: string;
  password: string;
  role: string;
}

/** The administrator and every seeded demo user, with the password an embedded-mode start gives them. */
export const DEMO_USERS: readonly DemoUser[] = [
  { login_name: 'admin', password: DEFAULT_ADMIN_PASSWORD, role: 'administrator' },
  ...SEEDED_USERS.map((u) => ({ login_name: u.login_name, password: DEFAULT_DEMO_PASSWORD, role: u.role })),
];

/** The demo password of a login name; a name the seed does not make gets the demo users' password. */
export function demoPassword(loginName: string): string {
  return DEMO_USERS.find((u) => u.login_name === loginName)?.password ?? DEFAULT_DEMO_PASSWORD;
}

/** The environment that gives a PostgreSQL start the demo data with these same passwords (embedded mode has them). */
export const DEMO_ENV: Record<string, string> = {
  SEED: 'demo',
  ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD,
  DEMO_PASSWORD: DEFAULT_DEMO_PASSWORD,
};
