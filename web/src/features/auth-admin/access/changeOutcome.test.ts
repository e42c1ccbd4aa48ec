import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { refusalText } from './changeOutcome';

describe('refusalText', () => {
  it('names what still holds a menu or a group', () => {
    expect(refusalText(Code.MENU_IN_USE, { id: 3, children: ['Help'], groups: [], roles: ['Ops', 'Viewers'] })).toBe(
      'This menu is still in use, so it cannot be deleted. Submenus: Help; Roles: Ops, Viewers',
    );
    expect(refusalText(Code.GROUP_IN_USE, { id: 4, roles: [], permissions: ['GET /v2/x'] })).toBe(
      'This permission group is still in use, so it cannot be deleted. Calls: GET /v2/x',
    );
  });

  it('counts the users of a role, and words the administrator-flag refusals for roles', () => {
    expect(refusalText(Code.ROLE_HAS_USERS, { id: 2, user_count: 3 })).toBe(
      'Users still hold this role, so it cannot be deleted. Users holding it: 3',
    );
    expect(refusalText(Code.OWN_USER, { id: 1 })).toBe('You cannot take the administrator flag off your own role.');
  });
});
