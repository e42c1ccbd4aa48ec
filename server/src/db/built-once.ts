/**
 * A query's fixed part (its tables, joins, columns and constant conditions) built once per database handle and
 * reused: Kysely's builders are immutable, every method answering a new builder, so a call adds its own conditions,
 * order and page to the shared part without touching it. Building a select with five joins and its column list cost
 * about as much as SQLite running it on a hot list. A transaction is a handle of its own (its queries must run on
 * it), so it gets its own copy, dropped with it. The app registers no Kysely plugin, the one thing that could tell
 * two runs of one builder apart (plugins see a builder's query id).
 */
export function builtOnce<H extends object, Q>(build: (db: H) => Q): (db: H) => Q {
  const made = new WeakMap<H, Q>();
  return (db) => {
    let query = made.get(db);
    if (query === undefined) {
      query = build(db);
      made.set(db, query);
    }
    return query;
  };
}
