/** Names of the lookup codes: ad types, on/off states, platforms and app stores. */
export default {
  'lookups.adType.1': '横幅广告',
  'lookups.adType.2': '插屏广告',
  'lookups.adType.3': '原生广告',
  'lookups.adType.4': '激励视频',
  'lookups.adType.5': '开屏广告',
  'lookups.status.1': '启用',
  'lookups.status.0': '停用',
  'lookups.platform.1': 'Android',
  'lookups.platform.2': 'iOS',
  'lookups.appStore.1': 'Google Play',
  'lookups.appStore.2': '小米 / Redmi',
  'lookups.appStore.3': '华为 / 荣耀',
  'lookups.appStore.4': 'vivo',
  'lookups.appStore.5': 'OPPO',
  'lookups.appStore.6': 'APK',
};
