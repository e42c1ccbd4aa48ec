import type { calls, FieldError, ParsedBody } from '@adconsole/contract';
import { seesAccount } from '../../../core/account-scope.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';

import * as repo from '../shared/delivery.repo.js';
import { failOn } from '../shared/field-rules.js';
import { toMinor } from '../shared/units.js';

type Rows = ParsedBody<typeof calls.campaigns.recordStats>['rows'];

/**
 * Records days of delivery as an ad server's reporting feed posts them; a day already stored is replaced. Every ad
 * group must exist and be in the caller's accounts (deleted ones too: their spend was spent).
 */
export async function record(db: DB, auth: AuthContext, rows: Rows) {
  const ids = [...new Set(rows.map((r) => r.ad_group_id))];
  const found = await repo.groupAccounts(db, ids);
  const known = new Set(found.filter((f) => seesAccount(auth, f.account_id)).map((f) => f.id));
  const errors: FieldError[] = rows.flatMap((r, i) => {
    const out: FieldError[] = [];
    if (!known.has(r.ad_group_id)) {
      out.push({ field: `rows.${i}.ad_group_id`, rule: 'exists', message: `ad group ${r.ad_group_id} does not exist` });
    }
    if (Number.isNaN(Date.parse(`${r.date}T00:00:00Z`))) {
      out.push({ field: `rows.${i}.date`, rule: 'date', message: `${r.date} is not a date` });
    }
    return out;
  });
  failOn(errors);
  const now = Date.now();
  await db.transaction().execute((trx) =>
    repo.upsertStats(
      trx,
      rows.map((r) => ({
        ad_group_id: r.ad_group_id,
        stat_date: r.date,
        impressions: r.impressions,
        clicks: r.clicks,
        installs: r.installs,
        spend: toMinor(r.spend),
        update_time: now,
      })),
    ),
  );
  return { count: rows.length };
}
