import type { Generated } from 'kysely';
import type { Defaulted, Millis } from '../../../db/columns.js';

/** A batch the intake stored, by API key and the caller's batch id (migration 20261126_0720). */
export interface DeviceEventBatchTable {
  id: Generated<number>;
  api_key_id: number;
  batch_id: string;
  body_sha256: string;
  lines: number;
  stored: number;
  expired: number;
  create_time: Millis;
}

/** A back-fill of device events from an uploaded file, run by a job (migration 20261126_0720). */
export interface DeviceEventImportTable {
  id: Generated<number>;
  name: string;
  size: number;
  file_key: string | null;
  /** DeviceEventFormat: how the file's lines are read */
  format: string;
  status: number;
  bytes_read: Defaulted<number>;
  lines_done: Defaulted<number>;
  /** JSON: DeviceEventImportReport so far */
  report: string | null;
  failure: string | null;
  creator_id: number | null;
  create_time: Millis;
  update_time: Millis;
}
