import { Code } from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';

/**
 * Roles, menus, permission groups and permissions are changed by administrators only: a role that holds an edit
 * group could otherwise grant itself anything. A 403, as for any operation the role may not do.
 */
export function requireAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) {
    throw new AppError(
      Code.FORBIDDEN,
      'no operation permission: only administrators change roles, menus, permission groups and permissions',
    );
  }
}

/** An administrator's change, in one transaction; anyone else is refused before anything is read. */
export async function asAdmin<T>(db: DB, auth: AuthContext, change: (trx: DB) => Promise<T>): Promise<T> {
  requireAdmin(auth);
  return db.transaction().execute(change);
}
