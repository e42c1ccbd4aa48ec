import type { DB } from '../../db/database.js';

export function listRoles(db: DB) {
  return db.selectFrom('role').select(['id', 'name', 'is_admin']).orderBy('id').execute();
}
