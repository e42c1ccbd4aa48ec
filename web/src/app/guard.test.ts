import { describe, expect, it } from 'vitest';
import { decide, loginRedirect, safeRedirect, withoutReloadParam } from './guard';

const base = { search: '', hasToken: false, hasUserId: false };

describe('session guard', () => {
  it('sends a visitor without a token to /login with the wanted path', () => {
    expect(decide({ ...base, pathname: '/material/image', search: '?a=1' })).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/material/image?a=1')}`,
    });
    expect(decide({ ...base, pathname: '/' })).toEqual({ type: 'redirect', to: '/login?redirect=%2Fhome' });
  });

  it('lets anyone open the public routes', () => {
    for (const pathname of ['/login', '/404', '/table', '/tabs', '/test']) {
      expect(decide({ ...base, pathname })).toEqual({ type: 'public' });
    }
  });

  it('sends a signed-in user away from /login to /home', () => {
    expect(decide({ ...base, pathname: '/login', hasToken: true, hasUserId: true })).toEqual({
      type: 'redirect',
      to: '/home',
    });
  });

  it('clears and reloads when a token has no user_id', () => {
    expect(decide({ ...base, pathname: '/home', hasToken: true })).toEqual({ type: 'clearAndReload' });
  });

  it('resets on reload=1 and drops the parameter so the next pass cannot reset again', () => {
    expect(decide({ ...base, pathname: '/home', search: '?reload=1&x=2', hasToken: true, hasUserId: true })).toEqual({
      type: 'reset',
      to: '/home?x=2',
    });
    expect(withoutReloadParam('/a', '?reload=1')).toBe('/a');
  });

  it('passes a signed-in user to the session routes', () => {
    expect(decide({ ...base, pathname: '/config/index', hasToken: true, hasUserId: true })).toEqual({
      type: 'session',
    });
  });

  it('only follows in-app redirect targets', () => {
    expect(safeRedirect('/material/video?x=1')).toBe('/material/video?x=1');
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect('//evil.example')).toBe('/home');
    expect(safeRedirect('/login?redirect=/home')).toBe('/home');
    expect(loginRedirect('/auth/user')).toBe('/login?redirect=%2Fauth%2Fuser');
  });
});
