/**
 * The fixed lists of the targeting catalogue (GET /v1/advertisement/target).
 * The server answers these codes in this order; the web builds its locale keys from the same lists.
 */

/**
 * Groups whose options the web translates as `target.<group>.<code>`; the group names are also the keys here.
 * Continents are the inner nodes of the regions tree (`target.continent.<code>`); countries carry names instead.
 */
export const TARGET_CODES = {
  payment_types: ['CPD', 'CPM', 'CPC', 'CPI'],
  trigger_modes: ['download', 'browser', 'webview', 'deeplink'],
  continent: ['asia', 'europe', 'africa', 'north_america', 'south_america', 'oceania', 'antarctica'],
  gender: ['male', 'female'],
  age: ['under_18', '18_24', '25_34', '35_44', '45_54', '55_plus'],
  interest: [
    'games',
    'shopping',
    'video',
    'music',
    'news',
    'social',
    'education',
    'finance',
    'travel',
    'sports',
    'food',
    'health',
    'beauty',
    'auto',
    'real_estate',
    'parenting',
    'technology',
    'tools',
  ],
  income: ['low', 'lower_middle', 'upper_middle', 'high'],
  /** device price in US dollars */
  price: ['below_100', '100_199', '200_299', '300_499', '500_799', '800_plus'],
  /** ISO 639-1 codes */
  languages: [
    'en',
    'zh',
    'hi',
    'ar',
    'es',
    'pt',
    'id',
    'ru',
    'fr',
    'de',
    'ja',
    'ko',
    'th',
    'vi',
    'tr',
    'ms',
    'bn',
    'ur',
    'fil',
    'fa',
  ],
  networks: ['wifi', '2g', '3g', '4g', '5g'],
} as const;

/** Continent codes of the regions tree, in display order. */
export type ContinentCode = (typeof TARGET_CODES.continent)[number];

/** A proper noun of the catalogue: shown as `name` in every language. */
export interface NamedTarget {
  code: string;
  name: string;
}

/** Options that are proper nouns or literal values (brands, carriers, versions): shown by `name`, never translated. */
export const TARGET_NAMED = {
  os: [
    { code: 'android', name: 'Android' },
    { code: 'ios', name: 'iOS' },
    { code: 'harmonyos', name: 'HarmonyOS' },
  ],
  brand: [
    { code: 'samsung', name: 'Samsung' },
    { code: 'xiaomi', name: 'Xiaomi' },
    { code: 'oppo', name: 'OPPO' },
    { code: 'vivo', name: 'vivo' },
    { code: 'realme', name: 'realme' },
    { code: 'huawei', name: 'Huawei' },
    { code: 'honor', name: 'HONOR' },
    { code: 'tecno', name: 'TECNO' },
    { code: 'infinix', name: 'Infinix' },
    { code: 'itel', name: 'itel' },
    { code: 'apple', name: 'Apple' },
    { code: 'oneplus', name: 'OnePlus' },
    { code: 'motorola', name: 'Motorola' },
    { code: 'nokia', name: 'Nokia' },
    { code: 'google', name: 'Google' },
    { code: 'lenovo', name: 'Lenovo' },
  ],
  resolution: [
    { code: '720x1280', name: '720 × 1280' },
    { code: '720x1600', name: '720 × 1600' },
    { code: '1080x1920', name: '1080 × 1920' },
    { code: '1080x2340', name: '1080 × 2340' },
    { code: '1080x2400', name: '1080 × 2400' },
    { code: '1440x3200', name: '1440 × 3200' },
    { code: '750x1334', name: '750 × 1334' },
    { code: '1170x2532', name: '1170 × 2532' },
    { code: '1290x2796', name: '1290 × 2796' },
  ],
  carrier: [
    { code: 'jio', name: 'Jio' },
    { code: 'airtel', name: 'Airtel' },
    { code: 'vi', name: 'Vi (Vodafone Idea)' },
    { code: 'bsnl', name: 'BSNL' },
    { code: 'telkomsel', name: 'Telkomsel' },
    { code: 'indosat', name: 'Indosat Ooredoo Hutchison' },
    { code: 'xl_axiata', name: 'XL Axiata' },
    { code: 'globe', name: 'Globe Telecom' },
    { code: 'smart', name: 'Smart Communications' },
    { code: 'ais', name: 'AIS' },
    { code: 'truemove_h', name: 'TrueMove H' },
    { code: 'viettel', name: 'Viettel' },
    { code: 'grameenphone', name: 'Grameenphone' },
    { code: 'jazz', name: 'Jazz' },
    { code: 'mtn', name: 'MTN' },
    { code: 'safaricom', name: 'Safaricom' },
    { code: 'stc', name: 'stc' },
    { code: 'etisalat', name: 'e& (Etisalat)' },
    { code: 'china_mobile', name: 'China Mobile' },
    { code: 'china_unicom', name: 'China Unicom' },
    { code: 'china_telecom', name: 'China Telecom' },
  ],
  android_version: [
    { code: 'android_5', name: 'Android 5.0' },
    { code: 'android_6', name: 'Android 6.0' },
    { code: 'android_7', name: 'Android 7.0' },
    { code: 'android_8', name: 'Android 8.0' },
    { code: 'android_9', name: 'Android 9' },
    { code: 'android_10', name: 'Android 10' },
    { code: 'android_11', name: 'Android 11' },
    { code: 'android_12', name: 'Android 12' },
    { code: 'android_13', name: 'Android 13' },
    { code: 'android_14', name: 'Android 14' },
    { code: 'android_15', name: 'Android 15' },
  ],
} as const satisfies Record<string, readonly NamedTarget[]>;

/** Country keys of /v1/constant/country_list that are not ISO countries: "all countries" first, "other" last. */
export const COUNTRY_ALL = 'ALL';
export const COUNTRY_OTHER = 'OTHER';
