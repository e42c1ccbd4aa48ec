import type { DB } from './database.js';

/** One connection of the pool, kept out of it until `release` is called. */
export interface HeldConnection {
  conn: DB;
  release: () => void;
}

/**
 * Takes a connection out of the pool for work that spans several calls and awaits between them (a cursor read a batch
 * at a time while a download drains): Kysely lends one only for the length of a callback, so the callback here waits
 * until `release`. Only for PostgreSQL: SQLite has one connection, and holding it would stop every other query.
 */
export function holdConnection(db: DB): Promise<HeldConnection> {
  return new Promise((resolve, reject) => {
    db.connection()
      .execute(
        (conn) =>
          new Promise<void>((release) => {
            resolve({ conn, release: () => release() });
          }),
      )
      .catch(reject);
  });
}
