import { describe, expect, it, vi } from 'vitest';
import { clearEverything, LocalKey, SessionKey } from '../../lib/storage';
import { dailyCached, dayStamp, msUntilTomorrow, sessionCached } from './cache';

describe('session lookup cache', () => {
  it('loads once per browser session', async () => {
    const load = vi.fn(async () => [{ Key: 'ALL' }, { Key: 'CN' }]);
    expect(await sessionCached(SessionKey.countries, load)).toEqual([{ Key: 'ALL' }, { Key: 'CN' }]);
    expect(await sessionCached(SessionKey.countries, load)).toEqual([{ Key: 'ALL' }, { Key: 'CN' }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SessionKey.countries)).toContain('CN');
  });

  it('is gone after logout or a version change (clearEverything)', async () => {
    const load = vi.fn(async () => ['app']);
    await sessionCached(SessionKey.adApps, load);
    clearEverything();
    await sessionCached(SessionKey.adApps, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not store a failed load', async () => {
    await expect(sessionCached(SessionKey.adApps, async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(sessionStorage.getItem(SessionKey.adApps)).toBeNull();
  });
});

describe('daily app cache', () => {
  const morning = new Date(2025, 5, 15, 8, 0);
  const evening = new Date(2025, 5, 15, 23, 59);
  const nextDay = new Date(2025, 5, 16, 0, 1);

  it('serves the same day from storage and refreshes on the next day', async () => {
    const load = vi.fn(async () => [{ id: 1 }]);
    await dailyCached(LocalKey.mediaApps, load, morning);
    await dailyCached(LocalKey.mediaApps, load, evening);
    expect(load).toHaveBeenCalledTimes(1);
    await dailyCached(LocalKey.mediaApps, load, nextDay);
    expect(load).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(LocalKey.mediaApps)!)).toEqual({ day: '2025-06-16', data: [{ id: 1 }] });
  });

  it('is gone after clearEverything, and ignores junk', async () => {
    const load = vi.fn(async () => [1]);
    await dailyCached(LocalKey.mediaApps, load, morning);
    clearEverything();
    localStorage.setItem(LocalKey.mediaApps, '"junk"');
    await dailyCached(LocalKey.mediaApps, load, morning);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('knows the day and the time to midnight', () => {
    expect(dayStamp(morning)).toBe('2025-06-15');
    expect(msUntilTomorrow(evening)).toBe(60_000);
  });
});
