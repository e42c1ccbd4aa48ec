import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_ENV } from './demo-users.js';

/** Which engine this run is on: `TEST_DB=postgres` uses TEST_DATABASE_URL's server, anything else SQLite. */
export const engine: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
/** The PostgreSQL server tests make their databases on (trust auth on the loopback by default). */
export const pgBaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's maintenance database (create and drop cannot run inside the target). */
export async function pgAdminQuery(text: string, baseUrl = pgBaseUrl): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The connection URL of database `name` on the server of `baseUrl`. */
export function pgDatabaseUrl(name: string, baseUrl = pgBaseUrl): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabase {
  dataDir: string;
  /** the server's environment: DATA_DIR, WEB_DIST, PUBLIC_ORIGIN; on PostgreSQL DATABASE_URL and demo data */
  env: Record<string, string>;
  /** drops the database and removes the data folder */
  drop(): Promise<void>;
}

/** The console's public URL in tests (PUBLIC_ORIGIN): what tracking hosts and JS-tag image URLs start with. */
export const TEST_PUBLIC_ORIGIN = 'https://console.adconsole.test';

/**
 * A fresh database of this run's engine (`TEST_DB`): a new PostgreSQL database with the demo data asked for, or for
 * SQLite only the new data folder (the server makes its file there). Each call makes its own, so test files and
 * runs never share state.
 */
export async function createTestDatabase(on: 'sqlite' | 'postgres' = engine): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-test-'));
  const dbName = on === 'postgres' ? `adconsole_t_${randomBytes(6).toString('hex')}` : null;
  if (dbName) await pgAdminQuery(`create database ${dbName}`);
  return testDatabase(dataDir, dbName);
}

/** A test database on its data folder and, on PostgreSQL, its database: the server's environment, and `drop`. */
export function testDatabase(dataDir: string, dbName: string | null): TestDatabase {
  return {
    dataDir,
    env: testDatabaseEnv(dataDir, dbName),
    async drop() {
      if (dbName) await pgAdminQuery(`drop database if exists ${dbName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test server's environment on a data folder and, on PostgreSQL, a database of the test server (with demo data). */
export function testDatabaseEnv(dataDir: string, dbName: string | null): Record<string, string> {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // required on PostgreSQL; given on both engines so the URLs the server writes are the same on each
    PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
    // the tests name the demo tags in English
    SEED_LANG: 'en-US',
    // every answer parsed by its zod schema too: a service answering the wrong shape fails its test (answer-writer.ts)
    ANSWER_CHECK: '1',
  };
  if (dbName) Object.assign(env, { DATABASE_URL: withoutCommitWait(pgDatabaseUrl(dbName)), ...DEMO_ENV });
  return env;
}

/**
 * A test database's commits do not wait for the disk (synchronous_commit off, for this connection string only): a
 * crash of the test server loses nothing a test needs, and the suite spends a fifth less time waiting on fsync.
 * Every statement still runs as in production, transactions and constraints included.
 */
function withoutCommitWait(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', '-c synchronous_commit=off');
  return parsed.toString();
}
