import type { AppRoute } from '../../app/appRoute';

/** The audience menu, which opens on creating one, the list, the add form, the partner folders and device events. */
export const audienceRoutes: readonly AppRoute[] = [
  {
    name: 'audience',
    path: '/audience',
    access: 'menu',
    inLayout: true,
    watermark: true,
    redirect: '/audience/create',
  },
  {
    name: 'audience.index',
    path: '/audience/index',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./AudienceListPage'),
  },
  {
    name: 'audience.create',
    path: '/audience/create',
    access: 'menu',
    group: 'audience.create',
    inLayout: true,
    watermark: true,
    load: () => import('./AudienceFormPage'),
  },
  {
    name: 'audience.partnerFolder',
    path: '/audience/partnerFolder',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./partner-folders/PartnerFolderPage'),
  },
  {
    name: 'audience.deviceEvent',
    path: '/audience/deviceEvent',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./device-events/DeviceEventImportPage'),
  },
];
