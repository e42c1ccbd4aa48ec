import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../src/config.js';
import { createServer, type Server } from '../src/server.js';

/** Which engine this run is on: `TEST_DB=postgres` uses TEST_DATABASE_URL's server, anything else SQLite. */
export const engine: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const pgBaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestServer extends Server {
  config: Config;
  /** drops the database made for this server */
  destroy(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgBaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database of this run's engine (a new PostgreSQL database, or a new data folder for SQLite). */
export async function testDatabase(): Promise<{ dataDir: string; env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-test-'));
  let dbName = '';
  const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') };
  if (engine === 'postgres') {
    dbName = `adconsole_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${dbName}`);
    const url = new URL(pgBaseUrl);
    url.pathname = `/${dbName}`;
    Object.assign(env, {
      DATABASE_URL: url.toString(),
      SEED: 'demo',
      ADMIN_PASSWORD: 'admin123',
      DEMO_PASSWORD: 'demo1234',
    });
  }
  return {
    dataDir,
    env,
    async drop() {
      if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

/** Signs in through the real login call and answers the login data (token, user_id, ...). */
export async function loginAs(
  server: Server,
  loginName: string,
  password = loginName === 'admin' ? 'admin123' : 'demo1234',
) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { login_name: loginName, password: b64(password) },
  });
  const body = res.json();
  if (body.code !== 200) throw new Error(`login ${loginName} failed: ${res.body}`);
  return body.data as { token: string; user_id: number; role_id: number; account_id: number | null };
}
