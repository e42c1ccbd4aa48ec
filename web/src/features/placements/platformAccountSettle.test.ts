import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { settlePlatformAccount } from './platformAccountSettle';

const envelope = (code: number, data: unknown = null) => ({ envelope: { code, msg: 'refused', data } });
const picked = { ad_platform_id: 3, account_id: 8 };

describe('the platform account dialog settles its save', () => {
  it('closes on success', () => {
    expect(settlePlatformAccount(envelope(Code.OK, { id: 1 }), picked, false)).toBe(true);
  });

  it('puts an external id already linked on the platform under the external id', () => {
    expect(settlePlatformAccount(envelope(Code.NAME_TAKEN, { names: ['act_1'] }), picked, true)).toEqual([
      { name: 'external_id', errors: ['This external ID is already linked on this platform'] },
    ]);
  });

  it('puts a platform or account deleted meanwhile under its picker', () => {
    const gone = 'No longer exists: please choose again';
    expect(settlePlatformAccount(envelope(Code.NOT_EXISTS, { ids: [8] }), picked, false)).toEqual([
      { name: 'account_id', errors: [gone] },
    ]);
    expect(settlePlatformAccount(envelope(Code.NOT_EXISTS, { ids: [3] }), picked, false)).toEqual([
      { name: 'ad_platform_id', errors: [gone] },
    ]);
  });

  it('keeps the dialog open when the edited row itself is gone (told in a toast)', () => {
    expect(settlePlatformAccount(envelope(Code.NOT_EXISTS, { ids: [5] }), picked, true)).toBe(false);
  });
});
