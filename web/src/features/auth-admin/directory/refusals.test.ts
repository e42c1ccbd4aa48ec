import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../../app/outcome';
import { ApiError } from '../../../app/request';
import { directoryWording, placeFieldErrors } from './outcome';
import { directoryRefusal } from './refusals';

describe('directory refusals', () => {
  it('names what still holds an account, a company or a user, leaving out what holds nothing', () => {
    expect(
      directoryRefusal(Code.ACCOUNT_IN_USE, {
        id: 3,
        materials: 2,
        campaigns: 1,
        apps: 0,
        audiences: 0,
        platform_accounts: 0,
      }),
    ).toBe('The account still has 2 materials, 1 campaign: delete or move them before deleting the account.');
    expect(directoryRefusal(Code.COMPANY_IN_USE, { id: 1, accounts: 0, users: 4 })).toContain('still has 4 users');
    expect(directoryRefusal(Code.USER_IN_USE, { id: 9, materials: 1, campaigns: 0 })).toContain('created 1 material');
  });

  it('explains the last administrator and one’s own user, and leaves other codes to the shared catalogue', () => {
    expect(directoryRefusal(Code.LAST_ADMIN, { id: 1 })).toContain('last enabled administrator');
    expect(directoryRefusal(Code.OWN_USER, { id: 1 })).toContain('your own');
    expect(directoryRefusal(Code.NAME_TAKEN, null)).toBe('The name is already taken. Choose another name.');
  });
});

describe('outcome of a directory call', () => {
  it('is ok with the data of a 200, and a refusal with its text for a business code', async () => {
    expect(await outcomeOf(Promise.resolve({ code: 200, msg: 'success', data: { id: 4 } }), directoryWording)).toEqual({
      ok: true,
      data: { id: 4 },
    });
    const refused = await outcomeOf(
      Promise.resolve({ code: Code.LAST_ADMIN, msg: 'last admin', data: { id: 1 } }),
      directoryWording,
    );
    expect(refused).toMatchObject({ ok: false, code: Code.LAST_ADMIN, fields: [] });
    expect(refused.ok ? '' : refused.text).toContain('last enabled administrator');
  });

  it('keeps the fields of a quiet 400, and has no text for a failure the request layer already showed', async () => {
    const fields = [{ field: 'password', rule: 'min', message: 'too short' }];
    const bad = await outcomeOf(
      Promise.reject(new ApiError('http', 'bad', 400, 400, { errors: fields })),
      directoryWording,
    );
    expect(bad).toEqual({ ok: false, code: null, fields, text: null });
    const forbidden = await outcomeOf(Promise.reject(new ApiError('http', 'no', 403, 403)), directoryWording);
    expect(forbidden).toEqual({ ok: false, code: null, fields: [], text: null });
  });

  it('places the field errors that belong to the form, worded by the locale when it has the rule', () => {
    const fields = [
      { field: 'password', rule: 'min', message: 'too short' },
      { field: 'elsewhere', rule: 'x', message: 'not here' },
    ];
    expect(placeFieldErrors(fields, ['password'] as const, (_, fallback) => fallback)).toEqual([
      { name: 'password', errors: ['too short'] },
    ]);
  });
});
