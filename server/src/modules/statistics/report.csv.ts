import { csvText, type Language, type ReportDimension, type ReportRow } from '@adconsole/contract';

// The export's headers and ad-type names in the requester's console language: a file leaves the console, so its few
// words live here in both languages (as the chat notices' texts do), matching the web's reports.* and lookups.adType.*.

interface CsvTexts {
  columns: Record<string, string>;
  adType: Record<number, string>;
}

const TEXTS: Record<Language, CsvTexts> = {
  'zh-CN': {
    columns: {
      stat_date: '日期',
      media_app_name: '应用',
      ad_position_name: '广告位',
      country: '国家/地区',
      ad_type: '广告类型',
      currency: '币种',
      impressions: '展示数',
      clicks: '点击数',
      installs: '安装数',
      conversions: '转化数',
      spend: '花费',
      ctr: '点击率',
      cvr: '转化率',
      cpi: '安装成本',
      ecpm: '千次展示成本',
    },
    adType: { 1: '横幅广告', 2: '插屏广告', 3: '原生广告', 4: '激励视频', 5: '开屏广告' },
  },
  'en-US': {
    columns: {
      stat_date: 'Date',
      media_app_name: 'App',
      ad_position_name: 'Ad position',
      country: 'Country/region',
      ad_type: 'Ad type',
      currency: 'Currency',
      impressions: 'Impressions',
      clicks: 'Clicks',
      installs: 'Installs',
      conversions: 'Conversions',
      spend: 'Spend',
      ctr: 'CTR',
      cvr: 'CVR',
      cpi: 'CPI',
      ecpm: 'eCPM',
    },
    adType: { 1: 'Banner', 2: 'Interstitial', 3: 'Native', 4: 'Rewarded video', 5: 'Splash' },
  },
};

const DIMENSION_COLUMN: Record<ReportDimension, keyof ReportRow> = {
  date: 'stat_date',
  app: 'media_app_name',
  ad_position: 'ad_position_name',
  country: 'country',
  ad_type: 'ad_type',
};
const METRIC_COLUMNS = [
  'currency',
  'impressions',
  'clicks',
  'installs',
  'conversions',
  'spend',
  'ctr',
  'cvr',
  'cpi',
  'ecpm',
] as const;

/** The export's columns for the chosen dimensions: the dimensions in their order, then currency and the metrics. */
export function csvColumns(dimensions: readonly ReportDimension[], lang: Language) {
  const keys = [...dimensions.map((d) => DIMENSION_COLUMN[d]), ...METRIC_COLUMNS];
  return keys.map((key) => ({ key, header: TEXTS[lang].columns[key] ?? key }));
}

/**
 * Rows as CSV lines, after the header line when `header` (the first batch, even an empty one): the contract's one
 * CSV writer, so an app or position name that looks like a formula stays text. Rates as plain ratios (0.0123).
 */
export function reportLines(
  rows: ReportRow[],
  dimensions: readonly ReportDimension[],
  lang: Language,
  header: boolean,
): string {
  const cells = rows.map((r) => ({
    ...r,
    ad_type: r.ad_type === undefined ? '' : (TEXTS[lang].adType[r.ad_type] ?? r.ad_type),
  }));
  return csvText(cells, { columns: csvColumns(dimensions, lang), header });
}
