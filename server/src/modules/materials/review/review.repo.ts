import type { Insertable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { MaterialReviewTable } from '../materials.tables.js';

/** Records submissions or decisions, one row each. */
export async function insertReviews(db: DB, rows: Insertable<MaterialReviewTable>[]): Promise<void> {
  if (!rows.length) return;
  await db.insertInto('material_review').values(rows).execute();
}

/** The latest review row of each material among `ids` that has one. */
export function latestReviews(db: DB, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('material_review as r')
    .select(['r.material_id', 'r.result', 'r.reason', 'r.reviewer_id', 'r.create_time'])
    .where('r.material_id', 'in', ids)
    .where('r.id', '=', (eb) =>
      eb
        .selectFrom('material_review as l')
        .select((l) => l.fn.max('l.id').as('id'))
        .whereRef('l.material_id', '=', 'r.material_id'),
    )
    .execute();
}
