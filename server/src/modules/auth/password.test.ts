import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../../core/background-priority.js';
import { PoolFullError } from '../../core/work-pool.js';
import { createPasswordChecker, decodePassword, hashPassword, verifyPassword } from './password.js';

/** 'demo1234' as the `argon2` package (0.44, the server's hasher before @node-rs/argon2) wrote it, same options. */
const LEGACY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$GzuMCzNWVl/BcyDlWi6ChA$uPH5dOKi4V70L5L4YV7ACl1aS8WMH+SbVRmOFJI2mis';

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
    await checker.close();
  });

  it('checks on threads of their own at background priority, a missing user against the placeholder', async () => {
    const checker = createPasswordChecker({ size: 2, queue: 2 });
    const hash = await hashPassword('right');
    const answers = await Promise.all([
      checker.verify(hash, 'right'),
      checker.verify(hash, 'wrong'),
      checker.verify(null, 'no-such-user-placeholder'),
      checker.verify('not an argon2 hash', 'right'),
    ]);
    expect(answers).toEqual([true, false, false, false]);
    // Linux lowers each thread alone (BACKGROUND_NICE); elsewhere the nice value is the process's and stays
    const nice = process.platform === 'linux' ? BACKGROUND_NICE : null;
    expect(checker.threadNice()).toEqual([nice, nice]);
    expect(os.getPriority()).not.toBe(BACKGROUND_NICE);
    await checker.close();
  });

  it('reads hashes written by the argon2 package before (the stored users keep signing in)', async () => {
    const stored = await hashPassword('demo1234');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const checker = createPasswordChecker({ size: 1, queue: 0 });
    expect(await checker.verify(LEGACY_HASH, 'demo1234')).toBe(true);
    expect(await checker.verify(LEGACY_HASH, 'demo12345')).toBe(false);
    await checker.close();
  });
});
