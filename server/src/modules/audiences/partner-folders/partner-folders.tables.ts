import type { Generated } from 'kysely';
import type { Millis } from '../../../db/columns.js';

/** A partner-drop folder (or bucket prefix) mapped to accounts (migration 20261126_0240). */
export interface PartnerFolderTable {
  id: Generated<number>;
  /** the first segment of the source-2 paths it holds */
  folder: string;
  creator_id: number | null;
  create_time: Millis;
  update_time: Millis;
}

export interface PartnerFolderAccountTable {
  partner_folder_id: number;
  account_id: number;
}
