import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { BootstrapError } from './bootstrap.js';
import { runInChild } from './child-process.js';
import type { SeedJob } from './demo-seed-child.js';
import * as seedRepo from './seed.repo.js';

/** The meta row the demo seed writes once it is done. */
export const SEEDED_KEY = 'demo_seed';

/** Whether the demo data are still to seed: SEED=demo on a database without them (DEMO_PASSWORD set on PostgreSQL). */
export async function demoSeedDue(db: DB, config: Config): Promise<boolean> {
  if (config.seed !== 'demo' || (await seedRepo.getMeta(db, SEEDED_KEY))) return false;
  if (!config.demoPassword) throw new BootstrapError('DEMO_PASSWORD is required with SEED=demo on PostgreSQL');
  return true;
}

/** Seeds the demo data when due, in a process of its own (demo-seed-child.ts says why); answers whether it did. */
export async function seedDemoInChild(db: DB, config: Config): Promise<boolean> {
  if (!(await demoSeedDue(db, config))) return false;
  const job: SeedJob = { config };
  await runInChild(new URL('./demo-seed-child.ts', import.meta.url), new URL('./demo-seed.js', import.meta.url), job);
  return true;
}
