import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Millis } from '../../db/columns.js';

/**
 * A promotion app (ad product). `account_id` is its owning account (the first linked); the accounts that promote it
 * are its `promotion_app_account` rows. Deleted apps (status -1) are kept with who deleted them.
 */
export interface AdAppTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  pkg_name: string;
  app_store: number;
  platform: number;
  icon_url: ColumnType<string, string | undefined, string>;
  icon_file_id: number | null;
  promotion_type: Defaulted<number>;
  promotion_link: Defaulted<string>;
  version: Defaulted<string>;
  description: Defaulted<string>;
  /** 1 live, -1 deleted */
  status: Defaulted<number>;
  create_user_id: number | null;
  delete_user_id: number | null;
  /** the `operator` the delete call sent, as sent */
  delete_operator: string | null;
  delete_time: Millis | null;
  create_time: Millis;
  update_time: Defaulted<Millis>;
}

/** An account that promotes an app: its store, promotion type and link; create_time is the upload time. */
export interface PromotionAppAccountTable {
  id: Generated<number>;
  promotion_app_id: number;
  account_id: number;
  app_store: number;
  promotion_type: number;
  promotion_link: Defaulted<string>;
  /** the app's package name and status, copied for the "one package name per store within an account" index */
  pkg_name: string;
  status: Defaulted<number>;
  create_time: Millis;
}

/** An app event name mapped to a platform conversion event type. */
export interface PromotionAppEventMappingTable {
  id: Generated<number>;
  promotion_app_id: number;
  event_name: string;
  event_type: number;
  create_user_id: number | null;
  create_time: Millis;
}
