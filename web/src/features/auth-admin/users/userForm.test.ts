import type { UserDetail } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { createUserBody, editUserBody, userFormValues } from './userForm';

const alice: UserDetail = {
  id: 7,
  user_id: 7,
  shareid: 'alice',
  role_id: 2,
  role_name: 'operator',
  is_admin: false,
  company_id: 3,
  company_name: 'Starlight Media',
  account_ids: [4, 1],
  accounts: [
    { id: 4, account_name: 'Nimbus Video' },
    { id: 1, account_name: 'Galaxy Games' },
  ],
  status: 1,
  create_time: 1,
  last_login_time: null,
};

describe('user form mapping', () => {
  it('starts a new user empty and an edited one from its role, company and accounts', () => {
    expect(userFormValues(null)).toEqual({ shareid: '', password: '', account_ids: [] });
    expect(userFormValues(alice)).toEqual({
      shareid: 'alice',
      password: '',
      role_id: 2,
      company_id: 3,
      account_ids: [4, 1],
    });
    expect(userFormValues({ ...alice, company_id: null }).company_id).toBeUndefined();
  });

  it('creates with the shareid trimmed, the password base64 as typed, and no company as null', () => {
    const body = createUserBody({ shareid: '  bob ', password: ' pässwörd ', role_id: 3, account_ids: [1, 2] });
    expect(body).toEqual({
      shareid: 'bob',
      password: Buffer.from(' pässwörd ', 'utf8').toString('base64'),
      role_id: 3,
      company_id: null,
      account_ids: [1, 2],
    });
  });

  it('edits only what changed, the accounts compared as a set', () => {
    const same = userFormValues(alice);
    expect(editUserBody(alice, same)).toBeNull();
    expect(editUserBody(alice, { ...same, account_ids: [1, 4] })).toBeNull();
    expect(editUserBody(alice, { ...same, role_id: 5 })).toEqual({ id: 7, role_id: 5 });
    expect(editUserBody(alice, { ...same, company_id: undefined })).toEqual({ id: 7, company_id: null });
    expect(editUserBody(alice, { ...same, account_ids: [1] })).toEqual({ id: 7, account_ids: [1] });
    expect(editUserBody(alice, { ...same, account_ids: [] })).toEqual({ id: 7, account_ids: [] });
  });
});
