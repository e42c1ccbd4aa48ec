import type { AppRoute } from '../../app/appRoute';

/**
 * Reports (the `report` menu, server/src/modules/statistics/report.*): the delivery report over the statistics the
 * ad server sent, within the caller's accounts. Its chart library loads with this route only.
 */
export const reportRoutes: readonly AppRoute[] = [
  { name: 'report', path: '/report', access: 'menu', inLayout: true, watermark: true, redirect: '/report/delivery' },
  {
    name: 'report.delivery',
    path: '/report/delivery',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./ReportPage'),
  },
];
