import { createTestDatabase, engine, type InjectSession, signIn } from '@adconsole/testkit';
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
 * A real server on a freshly made, migrated and demo-seeded database of this run's engine.
 * `env` overrides configuration variables (SEED, ADMIN_PASSWORD, NOTIFY_WEBHOOK_URL, ...).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const made = await testDatabase();
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
