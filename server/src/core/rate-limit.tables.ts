import type { Millis } from '../db/columns.js';

/**
 * Fixed-window counters of every rate limit (failed sign-ins, anonymous calls, notices), keyed by what they count:
 * `login:account:<name>`, `login:ip:<address>`, `fe_log:ip:<address>`, `fe_log:session:<id>`, ... In the database
 * so that every worker process of a cluster counts against the same limit.
 */
export interface RateCounterTable {
  key: string;
  count: number;
  window_start: Millis;
}
