import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engine, pgAdminQuery, type TestDatabase, testDatabase } from './database.js';

/**
 * A migrated and demo-seeded database made once per run and engine, which each test file clones instead of migrating
 * and seeding its own (about a second a file on PostgreSQL, half that on SQLite). The data folder goes with it: the
 * seed writes stored files (materials, audience packages, the partner drop) that the database names by relative key.
 */
export interface DatabaseTemplate {
  engine: 'sqlite' | 'postgres';
  /** the template's data folder (on SQLite holding the database file too) */
  dataDir: string;
  /** the PostgreSQL template database, or null on SQLite */
  dbName: string | null;
}

/**
 * The configuration variables that change what migrating and seeding write. A server started with any of them set
 * cannot use the template and makes its database afresh; every other variable only changes the running server.
 */
export const BOOTSTRAP_VARIABLES: readonly string[] = [
  'SEED',
  'SEED_LANG',
  'ADMIN_PASSWORD',
  'DEMO_PASSWORD',
  'FFMPEG_PATH',
  'DATA_DIR',
  'DATABASE_URL',
];

/** Whether a server with these overrides may start from the template (none of them changes the bootstrap). */
export function templateFits(overrides: Record<string, string>): boolean {
  return Object.keys(overrides).every((name) => !BOOTSTRAP_VARIABLES.includes(name) && !name.startsWith('S3_'));
}

/** An empty database and data folder to build the template in (a server started on `env` migrates and seeds them). */
export async function createTemplateDatabase(
  on: 'sqlite' | 'postgres' = engine,
): Promise<TestDatabase & { template: DatabaseTemplate }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-template-'));
  const dbName = on === 'postgres' ? `adconsole_tpl_${randomBytes(6).toString('hex')}` : null;
  if (dbName) await pgAdminQuery(`create database ${dbName}`);
  return { template: { engine: on, dataDir, dbName }, ...testDatabase(dataDir, dbName) };
}

/** A test file's own database: a copy of the template (its data folder copied, its PostgreSQL database cloned). */
export async function cloneTemplate(template: DatabaseTemplate): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-test-'));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  let dbName: string | null = null;
  if (template.dbName) {
    dbName = `adconsole_t_${randomBytes(6).toString('hex')}`;
    await cloneDatabase(dbName, template.dbName);
  }
  return testDatabase(dataDir, dbName);
}

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is connected to the template; two clones made at the same
 * moment can meet so, as each copy briefly holds it. Such a refusal is retried a few times.
 */
async function cloneDatabase(name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await pgAdminQuery(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test(String((error as Error).message));
      if (!busy || attempt === 20) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

/** Where the template of this run is named for the test files: set by the integration suite's global setup. */
export const TEMPLATE_VARIABLE = 'ADCONSOLE_TEST_TEMPLATE';

/** The run's template, when its global setup made one. */
export function runTemplate(): DatabaseTemplate | null {
  const named = process.env[TEMPLATE_VARIABLE];
  if (!named) return null;
  const template = JSON.parse(named) as DatabaseTemplate;
  return template.engine === engine ? template : null;
}
