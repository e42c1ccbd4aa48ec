import { describe, expect, it } from 'vitest';
import { ROUTES, routeOfPath } from './routes';

describe('the route table composed from the features', () => {
  it('keeps every route in its order (the router matches in it)', () => {
    expect(ROUTES.map((route) => [route.name, route.path])).toEqual([
      ['login', '/login'],
      ['notFound', '/404'],
      ['noPermission', '/no-permission'],
      ['table', '/table'],
      ['tabs', '/tabs'],
      ['test', '/test'],
      ['home', '/home'],
      ['config', '/config/index'],
      ['material', '/material'],
      ['material.image', '/material/image'],
      ['material.video', '/material/video'],
      ['material.creativeTag', '/material/creativeTag'],
      ['audience', '/audience'],
      ['audience.index', '/audience/index'],
      ['audience.create', '/audience/create'],
      ['audience.partnerFolder', '/audience/partnerFolder'],
      ['audience.deviceEvent', '/audience/deviceEvent'],
      ['package', '/package'],
      ['package.index', '/package/index'],
      ['advertising', '/advertising'],
      ['advertising.index', '/advertising/index'],
      ['advertising.view', '/advertising/view'],
      ['placement', '/placement'],
      ['placement.mediaApp', '/placement/mediaApp'],
      ['placement.adPosition', '/placement/adPosition'],
      ['placement.dsp', '/placement/dsp'],
      ['placement.adPlatform', '/placement/adPlatform'],
      ['report', '/report'],
      ['report.delivery', '/report/delivery'],
      ['auth', '/auth'],
      ['auth.account', '/auth/account'],
      ['auth.user', '/auth/user'],
      ['auth.role', '/auth/role'],
      ['auth.menu', '/auth/menu'],
      ['auth.audit', '/auth/audit'],
      ['auth.apiKey', '/auth/apiKey'],
    ]);
  });

  it('gives every route either a lazy page or a redirect to a page of the table', () => {
    for (const route of ROUTES) {
      expect(Boolean(route.load) !== Boolean(route.redirect), route.path).toBe(true);
      if (route.redirect) expect(routeOfPath(route.redirect)?.load, route.path).toBeDefined();
    }
  });

  it('finds a route by its exact path, a trailing slash aside', () => {
    expect(routeOfPath('/material/image/')?.name).toBe('material.image');
    expect(routeOfPath('/material/image/x')).toBeUndefined();
  });
});
