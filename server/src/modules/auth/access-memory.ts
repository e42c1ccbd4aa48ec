import type { DB } from '../../db/database.js';

/**
 * What a process remembers of callers and rights, each value under the access version it was read at (the number
 * every write to a rights table moves on, migration 20261127_0820). A value answers only for the version it was read
 * at: a newer version read anywhere drops everything remembered, and a read made at an older version than the one
 * remembered is not kept. So a rights change made by any process holds from the next call that reads the version.
 * Bounded: past `max` entries the oldest goes.
 */
export class AccessMemory {
  private version = -1;
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly max: number) {}

  /** Whether anything is remembered under `key`, whatever its version (worth reading the version for). */
  knows(key: string): boolean {
    return this.entries.has(key);
  }

  /** The value remembered under `key` if it was read at `version`, else undefined. */
  at<T>(version: number, key: string): T | undefined {
    return version === this.version ? (this.entries.get(key) as T | undefined) : undefined;
  }

  /** Remembers `value` (not undefined) under `key`, read at `version`. */
  keep(version: number, key: string, value: unknown): void {
    if (version < this.version) return;
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    if (!this.entries.has(key) && this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  /** Forgets `key` (a token that no longer answers anybody). */
  forget(key: string): void {
    this.entries.delete(key);
  }
}

/** Callers and rights a process keeps: about 1 KB each, so a full memory is a few tens of MB at most. */
const MAX_ENTRIES = 20_000;
const memories = new WeakMap<DB, AccessMemory>();

/** The memory of one database handle (a test process may serve several databases). */
export function accessMemoryOf(db: DB): AccessMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = new AccessMemory(MAX_ENTRIES);
    memories.set(db, memory);
  }
  return memory;
}

/**
 * The value under `key` at `version`, read by `load` (and kept) when not remembered. `load` runs after `version` was
 * read, so what it answers is at least as new as `version`: kept under it, it is never older than its label.
 */
export async function rememberedAt<T>(db: DB, version: number, key: string, load: () => Promise<T>): Promise<T> {
  const memory = accessMemoryOf(db);
  const known = memory.at<{ value: T }>(version, key);
  if (known) return known.value;
  const value = await load();
  memory.keep(version, key, { value });
  return value;
}
