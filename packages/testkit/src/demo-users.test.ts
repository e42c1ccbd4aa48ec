import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/public.js';
import { DEMO_USERS, demoPassword } from './demo-users.js';

describe('DEMO_USERS', () => {
  it('holds the administrator and each seeded role, with the passwords an embedded start gives them', () => {
    expect(DEMO_USERS.map((u) => u.login_name)).toEqual(['admin', 'operator', 'advertiser', 'viewer']);
    expect(demoPassword('admin')).toBe('admin123');
    expect(demoPassword('operator')).toBe(loadConfig({ DATA_DIR: '/nonexistent' }).demoPassword);
  });
});
