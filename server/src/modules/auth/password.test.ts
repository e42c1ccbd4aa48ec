import { describe, expect, it } from 'vitest';
import { PoolFullError } from '../../core/work-pool.js';
import { createPasswordChecker, decodePassword, hashPassword, verifyPassword } from './password.js';

describe('password', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('s3cret-密码');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).toContain('m=19456,t=2,p=1');
    expect(await verifyPassword(hash, 's3cret-密码')).toBe(true);
    expect(await verifyPassword(hash, 's3cret')).toBe(false);
  });

  it('answers false for a missing user', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });

  it('decodes UTF-8 base64 and refuses what is not base64', () => {
    expect(decodePassword(Buffer.from('admin123').toString('base64'))).toBe('admin123');
    expect(decodePassword(Buffer.from('密码').toString('base64'))).toBe('密码');
    expect(decodePassword('not base64!')).toBeNull();
    expect(decodePassword('abc')).toBeNull();
    expect(decodePassword('')).toBeNull();
    expect(decodePassword(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeNull();
  });
});

describe('password checker', () => {
  it('checks through its pool and counts the checks', async () => {
    const checker = createPasswordChecker({ size: 1, queue: 0 });
    const hash = await hashPassword('right');
    const first = checker.verify(hash, 'right');
    expect(checker.pool.full).toBe(true);
    await expect(checker.verify(hash, 'wrong')).rejects.toBeInstanceOf(PoolFullError);
    expect(await first).toBe(true);
    expect(await checker.verify(null, 'x')).toBe(false);
    expect(checker.pool.stats()).toMatchObject({ size: 1, queue: 0, running: 0, done: 2, refused: 1 });
  });
});
