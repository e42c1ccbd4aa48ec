/** Delivery statistics: the ad server's intake, the daily rollup, and the totals other modules read. */
export { foldDeliveryStats } from './fold.job.js';
export { DEFAULT_RAW_DAYS, receiveStats, recordStatLines } from './intake.service.js';
export { reportRoutes as reportsModule } from './report.routes.js';
export { exportCsv as reportExport, query as reportQuery } from './report.service.js';
export { statisticsRoutes as statisticsModule } from './statistics.routes.js';
export {
  adGroupTotals,
  adGroupTotalsAndDaySpend,
  campaignTotals,
  campaignTotalsAndDaySpend,
  type DayRange,
  rangeTotals,
  type Totals,
  type TotalsAndDaySpend,
} from './totals.service.js';
