import { Readable } from 'node:stream';
import { type AuditActionName, type AuditEntityKind, type AuditEntry, Code } from '@adconsole/contract';
import { AppError } from '../../core/app-error.js';
import type { AuthContext } from '../../core/auth-context.js';
import { inBatches } from '../../core/in-batches.js';
import type { DB } from '../../db/database.js';
import type { Actor } from './audit.actor.js';
import { entryLines } from './audit.csv.js';
import { diffFields } from './audit.diff.js';
import * as repo from './audit.repo.js';

type Fields = Record<string, unknown> | null | undefined;

/** What changed: the action on one entity, and its fields before and after (absent for a create, a delete). */
export interface AuditChange {
  action: AuditActionName;
  entity: AuditEntityKind;
  id: number | null;
  /** the entity's name as it was (or, for a create, as it is) */
  name?: string | null;
  before?: Fields;
  after?: Fields;
}

/**
 * Records a change in the audit log. Call it with the transaction that makes the change, so a change refused or
 * rolled back leaves no entry. Only the fields that differ are kept; an update that changes nothing writes no entry.
 */
export async function record(db: DB, actor: Actor, change: AuditChange, now = Date.now()): Promise<void> {
  const hasFields = change.before != null || change.after != null;
  const changes = diffFields(change.before, change.after);
  if (change.action === 'update' && !Object.keys(changes).length) return;
  await repo.insertEntry(db, {
    time: now,
    actor_id: actor.userId,
    // cut to the columns' widths: an entry must never be what makes a change fail
    actor_name: actor.name.slice(0, 100),
    actor_kind: actor.kind,
    job_id: actor.jobId,
    ip: actor.ip,
    user_agent: actor.userAgent,
    call: actor.call,
    action: change.action,
    entity_kind: change.entity,
    entity_id: change.id,
    entity_name: change.name?.slice(0, 255) ?? null,
    changes: hasFields ? JSON.stringify(changes) : null,
  });
}

// the log shows every user's actions and addresses: administrators only, whatever groups a role is given
function assertAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) throw new AppError(Code.FORBIDDEN, 'the audit log is for administrators');
}

type Row = Awaited<ReturnType<typeof repo.pageEntries>>[number];

function toEntry(row: Row): AuditEntry {
  return {
    ...row,
    actor_kind: row.actor_kind as AuditEntry['actor_kind'],
    changes: row.changes ? JSON.parse(row.changes) : null,
  };
}

const cursorOf = (row: Row) => `${row.time}.${row.id}`;

function keyOf(cursor: string | undefined): repo.AuditKey | null {
  if (!cursor) return null;
  const [time, id] = cursor.split('.').map(Number);
  return { time: time!, id: id! };
}

/** One page of the log, newest first; `next_cursor` continues it (null on the last page). */
export async function list(
  db: DB,
  auth: AuthContext,
  q: repo.AuditFilter & { cursor?: string; page_size: number },
): Promise<{ list: AuditEntry[]; next_cursor: string | null }> {
  assertAdmin(auth);
  const rows = await repo.pageEntries(db, q, keyOf(q.cursor), q.page_size + 1);
  const page = rows.slice(0, q.page_size);
  return { list: page.map(toEntry), next_cursor: rows.length > q.page_size ? cursorOf(page.at(-1)!) : null };
}

const EXPORT_BATCH = 1000;

/** Every entry of the filter, a batch at a time (keyset), so the export holds one batch in memory. */
async function* csvLines(db: DB, filter: repo.AuditFilter): AsyncGenerator<string> {
  let from: repo.AuditKey | null = null;
  for (;;) {
    const rows = await repo.pageEntries(db, filter, from, EXPORT_BATCH);
    const text = entryLines(rows.map(toEntry), from === null);
    if (text) yield text;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    from = { time: last.time, id: last.id };
  }
}

/** The whole filtered log as CSV, streamed; refused (before any byte) for a caller who is not an administrator. */
export async function exportCsv(db: DB, auth: AuthContext, filter: repo.AuditFilter): Promise<Readable> {
  assertAdmin(auth);
  return Readable.from(csvLines(db, filter));
}

/** Entries one prune statement removes: a few milliseconds of SQLite's one thread (docs/decisions/hardening.md). */
const PRUNE_BATCH = 1000;

/**
 * Deletes the entries older than the retention, a batch at a time with a turn for the calls in between (the first
 * prune after a retention is set may remove months of entries); answers how many went.
 */
export function prune(db: DB, retentionDays: number, now = Date.now(), batch = PRUNE_BATCH): Promise<number> {
  const before = now - retentionDays * 24 * 3600 * 1000;
  return inBatches((size) => repo.deleteOlderThan(db, before, size), batch);
}
