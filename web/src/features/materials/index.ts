import type { AppRoute } from '../../app/appRoute';

/** The material menu, which opens on images, and the image and video libraries. */
export const materialRoutes: readonly AppRoute[] = [
  { name: 'material', path: '/material', access: 'menu', inLayout: true, watermark: true, redirect: '/material/image' },
  {
    name: 'material.image',
    path: '/material/image',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./library/ImageLibraryPage'),
  },
  {
    name: 'material.video',
    path: '/material/video',
    access: 'menu',
    inLayout: true,
    watermark: true,
    load: () => import('./library/VideoLibraryPage'),
  },
];
