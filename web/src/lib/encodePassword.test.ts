import { describe, expect, it } from 'vitest';
import { encodePassword } from './encodePassword';

describe('encodePassword', () => {
  it('is base64 of the UTF-8 bytes', () => {
    expect(encodePassword('admin123')).toBe('YWRtaW4xMjM=');
    expect(encodePassword('密码')).toBe(Buffer.from('密码', 'utf8').toString('base64'));
    expect(encodePassword('pä$$ 🔑')).toBe(Buffer.from('pä$$ 🔑', 'utf8').toString('base64'));
  });
});
