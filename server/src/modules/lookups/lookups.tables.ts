import type { ColumnType, Generated } from 'kysely';
import type { Millis } from '../../db/columns.js';

/** A publisher (media) app whose ad positions sell inventory. */
export interface MediaAppTable {
  id: Generated<number>;
  name: string;
  pkg_name: string;
  /** 1 Android, 2 iOS */
  platform: number;
  create_time: Millis;
}

export interface AdPositionTable {
  id: Generated<number>;
  app_id: number;
  name: string;
  /** 1 banner, 2 interstitial, 3 native, 4 rewarded video, 5 splash */
  ad_type: number;
  width: number;
  height: number;
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
}

export interface DspTable {
  id: Generated<number>;
  name: string;
  code: string;
  create_time: Millis;
}

/** A DSP's own placement id ("physical position") for one of our ad positions. */
export interface DspPhyposMappingTable {
  id: Generated<number>;
  dsp_id: number;
  adpos_id: number;
  phypos_id: string;
  status: ColumnType<number, number | undefined, number>;
  create_time: Millis;
}

export interface AdPlatformTable {
  id: Generated<number>;
  name: string;
  code: string;
  create_time: Millis;
}

/** An account on an outside ad platform, linked to one of our advertiser accounts. */
export interface AdPlatformAccountTable {
  id: Generated<number>;
  ad_platform_id: number;
  account_id: number;
  name: string;
  external_id: string;
  create_user_id: number | null;
  create_time: Millis;
}

/** ISO 3166-1 countries plus the ALL and OTHER pseudo-countries. */
export interface CountryTable {
  code: string;
  name_en: string;
  name_zh: string;
  continent: string | null;
}
