import { z } from 'zod';

// Integers a request sends into a 32-bit integer column (ids, codes, statuses, pixel sizes, page numbers): past
// 2,147,483,647 PostgreSQL refuses the value with an error (a 500 before these bounds), SQLite takes it. Times in
// milliseconds, byte sizes and counters live in 64-bit columns and keep zod's safe-integer bound instead.

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** An integer of a JSON body that fits a 32-bit column; chain `.positive()`, `.min()`, `.max()` after it. */
export const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);

/** An integer of a query string (coerced from its text) that fits a 32-bit column. */
export const queryInt32 = () => z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);
