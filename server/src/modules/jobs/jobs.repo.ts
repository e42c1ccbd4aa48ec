import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { type JobRow, JobStatus, type JobTable } from './jobs.tables.js';

export async function insertJob(db: DB, row: Insertable<JobTable>): Promise<number> {
  return (await db.insertInto('job').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function findJob(db: DB, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Makes sure the one row of a recurring kind exists (a unique key, so processes starting together add one), due
 * no later than `runAfter`: an interval made shorter takes effect without waiting out the old one.
 */
export async function ensureRecurring(db: DB, row: Insertable<JobTable> & { unique_key: string; run_after: number }) {
  await db
    .insertInto('job')
    .values(row)
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .execute();
  await db
    .updateTable('job')
    .set({ run_after: row.run_after, update_time: row.update_time })
    .where('unique_key', '=', row.unique_key)
    .where('status', '=', JobStatus.QUEUED)
    .where('run_after', '>', row.run_after)
    .execute();
}

/** Ids of queued jobs of `kinds` that are due, the longest waiting first. */
export async function findDue(db: DB, kinds: readonly string[], now: number, limit: number): Promise<number[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('job')
    .select('id')
    .where('status', '=', JobStatus.QUEUED)
    .where('run_after', '<=', now)
    .where('kind', 'in', [...kinds])
    .orderBy('run_after')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Who claims, for which kinds, when; `dueBy` leaves a job not yet due alone (without it any queued job is taken). */
export interface ClaimBy {
  workerId: string;
  kinds: readonly string[];
  now: number;
  dueBy?: number;
}

/**
 * Claims queued job `id` for `workerId` with one conditional update (`where status = 'queued'`), returning the row:
 * SQLite has one writer, so of two claimers exactly one changes the row and the other gets nothing back. PostgreSQL
 * claims through `claimLocked` instead, which ends with this same update inside its transaction.
 */
export function claim(db: DB, id: number, by: ClaimBy): Promise<JobRow | undefined> {
  const { workerId, now, dueBy } = by;
  let update = db
    .updateTable('job')
    .set((eb) => ({
      status: JobStatus.RUNNING,
      claimed_by: workerId,
      claimed_at: now,
      heartbeat_at: now,
      attempts: eb('attempts', '+', 1),
      update_time: now,
    }))
    .where('id', '=', id)
    .where('status', '=', JobStatus.QUEUED)
    // only kinds the claiming process has a handler for (not empty): in a rolling deploy old and new code meet
    .where('kind', 'in', [...by.kinds]);
  if (dueBy !== undefined) update = update.where('run_after', '<=', dueBy);
  return update.returningAll().executeTakeFirst();
}

/**
 * PostgreSQL: in one transaction, locks the oldest due queued job (or queued job `id`) with `SELECT … FOR UPDATE
 * SKIP LOCKED`, so a concurrent claimer passes over a row another transaction holds instead of waiting for it, and
 * marks it running before the lock is released. Answers nothing when no unlocked job is there.
 */
export function claimLocked(db: DB, by: ClaimBy & { id?: number }): Promise<JobRow | undefined> {
  if (by.kinds.length === 0) return Promise.resolve(undefined);
  return db.transaction().execute(async (trx) => {
    let pick = trx
      .selectFrom('job')
      .select('id')
      .where('status', '=', JobStatus.QUEUED)
      .where('kind', 'in', [...by.kinds]);
    if (by.id !== undefined) pick = pick.where('id', '=', by.id);
    if (by.dueBy !== undefined) pick = pick.where('run_after', '<=', by.dueBy);
    const row = await pick.orderBy('run_after').orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
    return row ? claim(trx, row.id, by) : undefined;
  });
}

/** The updates a worker makes to a job it runs: each only while the job is still its own. */
function ownJob(db: DB, id: number, workerId: string) {
  return db
    .updateTable('job')
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .where('status', '=', JobStatus.RUNNING);
}

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) > 0;

/** Renews the heartbeat; false when the job is no longer this worker's (it was taken as abandoned). */
export async function beat(db: DB, id: number, workerId: string, now: number): Promise<boolean> {
  return changed(await ownJob(db, id, workerId).set({ heartbeat_at: now }).executeTakeFirstOrThrow());
}

export async function saveProgress(
  db: DB,
  id: number,
  workerId: string,
  progress: { value: number; note: string | null; now: number },
): Promise<boolean> {
  const { value, note, now } = progress;
  const set = { progress: value, progress_note: note, heartbeat_at: now, update_time: now };
  return changed(await ownJob(db, id, workerId).set(set).executeTakeFirstOrThrow());
}

export async function markDone(db: DB, id: number, workerId: string, now: number): Promise<boolean> {
  const set = { status: JobStatus.DONE, heartbeat_at: now, update_time: now, last_error: null };
  return changed(await ownJob(db, id, workerId).set(set).executeTakeFirstOrThrow());
}

export async function markFailed(db: DB, id: number, workerId: string, error: string, now: number): Promise<boolean> {
  const set = { status: JobStatus.FAILED, last_error: error, heartbeat_at: now, update_time: now };
  return changed(await ownJob(db, id, workerId).set(set).executeTakeFirstOrThrow());
}

/**
 * Puts a job this worker ran back in the queue until `runAfter`: a retry (its error kept), or the next run of a
 * recurring job (`freshAttempts`: each run has its own tries).
 */
export async function requeue(
  db: DB,
  id: number,
  workerId: string,
  next: { runAfter: number; error: string | null; now: number; freshAttempts?: boolean },
): Promise<boolean> {
  const set = {
    status: JobStatus.QUEUED,
    run_after: next.runAfter,
    last_error: next.error,
    claimed_by: null,
    update_time: next.now,
    ...(next.freshAttempts ? { attempts: 0 } : {}),
  };
  return changed(await ownJob(db, id, workerId).set(set).executeTakeFirstOrThrow());
}

/** The workers holding running jobs, each with its latest heartbeat. */
/** The running jobs among `ids`, with their claims (what the scratch sweep asks about a job's files). */
export function runningClaims(db: DB, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('job')
    .select(['id', 'claimed_by', 'heartbeat_at'])
    .where('id', 'in', ids)
    .where('status', '=', JobStatus.RUNNING)
    .execute();
}

export async function runningWorkers(db: DB): Promise<{ workerId: string; lastBeat: number | null }[]> {
  const rows = await db
    .selectFrom('job')
    .select((eb) => ['claimed_by', eb.fn.max('heartbeat_at').as('last_beat')])
    .where('status', '=', JobStatus.RUNNING)
    .groupBy('claimed_by')
    .execute();
  return rows.map((r) => ({
    workerId: r.claimed_by ?? '',
    lastBeat: r.last_beat === null ? null : Number(r.last_beat),
  }));
}

/**
 * Puts the running jobs of a worker that is gone back in the queue, due at once; the attempt it spent counts
 * (a job that kills its worker each time runs out of tries). Answers how many.
 */
export async function releaseWorker(db: DB, workerId: string, now: number): Promise<number> {
  const r = await db
    .updateTable('job')
    .set({ status: JobStatus.QUEUED, claimed_by: null, run_after: now, update_time: now, last_error: 'worker stopped' })
    .where('claimed_by', '=', workerId)
    .where('status', '=', JobStatus.RUNNING)
    .executeTakeFirstOrThrow();
  return Number(r.numUpdatedRows);
}

/** Removes finished jobs last changed before `before`; answers how many. */
export async function pruneFinished(db: DB, status: 'done' | 'failed', before: number): Promise<number> {
  const r = await db
    .deleteFrom('job')
    .where('status', '=', status)
    .where('update_time', '<', before)
    .executeTakeFirstOrThrow();
  return Number(r.numDeletedRows);
}
