import type { Generated } from 'kysely';
import type { Millis } from '../../db/columns.js';

export interface FeLogTable {
  id: Generated<number>;
  user_id: number | null;
  shareit_id: string;
  path: string;
  request_time: number | null;
  response_time: number | null;
  time_difference: number | null;
  log_type: number;
  other: string;
  create_time: Millis;
}
