import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { type EventRule, insertDeviceEvents, matchingDevices } from './audiences.events.repo.js';
import * as repo from './audiences.repo.js';
import type { DeviceEventTable, UserClusterRuleTable, UserClusterTable } from './audiences.tables.js';
import * as folders from './partner-folders/partner-folders.repo.js';

// What the demo seed writes into this module's tables, each write whole in one transaction, without the calls'
// checks and audit entries (the seed makes a database no one has used yet).

/** A demo package as the import left it: its row, its accounts, its rule (rule-based) and its import report. */
export async function saveDemoPackage(
  db: DB,
  made: {
    row: Insertable<UserClusterTable>;
    accountIds: number[];
    rule: Omit<UserClusterRuleTable, 'user_cluster_id'> | null;
    report: string | null;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertCluster(trx, made.row);
    await repo.setAccounts(trx, id, made.accountIds);
    if (made.rule) await repo.insertRule(trx, { user_cluster_id: id, ...made.rule });
    if (made.report) await repo.saveReport(trx, id, made.report, made.row.create_time);
    return id;
  });
}

/** A partner folder mapped to accounts. */
export async function saveDemoPartnerFolder(db: DB, folder: string, accountIds: number[], now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = await folders.insert(trx, folder, null, now);
    await folders.setAccounts(trx, id, accountIds);
  });
}

/** Device events, as the intake stores them. */
export const saveDemoDeviceEvents = (db: DB, rows: Insertable<DeviceEventTable>[]): Promise<void> =>
  insertDeviceEvents(db, rows);

/** The devices a rule matches, page by page, as the generation job reads them. */
export const demoRuleDevices = (db: DB, rule: EventRule): AsyncGenerator<string[]> => matchingDevices(db, rule);
