import {
  cloneTemplate,
  createTestDatabase,
  engine,
  type InjectSession,
  runTemplate,
  signIn,
  templateFits,
} from '@adconsole/testkit';
import { type Config, loadConfig } from '../src/config.js';
import { createServer, type Server } from '../src/server.js';

export { engine };
/** A fresh database of this run's engine (a new PostgreSQL database, or a new data folder for SQLite). */
export const testDatabase = () => createTestDatabase();

export interface TestServer extends Server {
  config: Config;
  /** drops the database made for this server */
  destroy(): Promise<void>;
}

/**
 * A real server on a migrated and demo-seeded database of this run's engine, its own: a copy of the run's template
 * (template-setup.ts), or made afresh when `env` changes what the bootstrap writes (SEED, ADMIN_PASSWORD, storage).
 * `env` overrides configuration variables (SEED, ADMIN_PASSWORD, NOTIFY_WEBHOOK_URL, ...).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const template = runTemplate();
  const made = template && templateFits(env) ? await cloneTemplate(template) : await testDatabase();
  const config = loadConfig({ ...made.env, ...env });
  const server = await createServer(config, false);
  return {
    ...server,
    config,
    async destroy() {
      await server.close();
      await made.drop();
    },
  };
}

export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** Signs in through the real login call (the demo password of `loginName` unless given); answers the session. */
export function loginAs(server: Server, loginName: string, password?: string): Promise<InjectSession> {
  return signIn(server.app, loginName, password);
}
