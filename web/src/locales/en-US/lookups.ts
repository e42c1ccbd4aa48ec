import type zh from '../zh-CN/lookups';

/** Names of the lookup codes: ad types, on/off states, platforms and app stores. */
export default {
  'lookups.adType.1': 'Banner',
  'lookups.adType.2': 'Interstitial',
  'lookups.adType.3': 'Native',
  'lookups.adType.4': 'Rewarded video',
  'lookups.adType.5': 'Splash',
  'lookups.status.1': 'On',
  'lookups.status.0': 'Off',
  'lookups.platform.1': 'Android',
  'lookups.platform.2': 'iOS',
  'lookups.appStore.1': 'Google Play',
  'lookups.appStore.2': 'Xiaomi / Redmi',
  'lookups.appStore.3': 'Huawei / Honor',
  'lookups.appStore.4': 'vivo',
  'lookups.appStore.5': 'OPPO',
  'lookups.appStore.6': 'APK',
} satisfies Record<keyof typeof zh, string>;
