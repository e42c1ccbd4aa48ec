import { describe, expect, it } from 'vitest';
import { summarise, toFieldErrors } from './validation-errors.js';

describe('toFieldErrors', () => {
  it('names the nested field and the rule of each issue', () => {
    const rows = toFieldErrors([
      { instancePath: '/login_name', keyword: 'too_small', message: 'Too small' },
      { instancePath: '/items/0/id', keyword: 'invalid_type', message: 'Expected number' },
    ]);
    expect(rows).toEqual([
      { field: 'login_name', rule: 'too_small', message: 'Too small' },
      { field: 'items.0.id', rule: 'invalid_type', message: 'Expected number' },
    ]);
  });

  it('falls back to the missing property, then the context', () => {
    expect(toFieldErrors([{ params: { missingProperty: 'password' }, keyword: 'required' }])[0]?.field).toBe(
      'password',
    );
    expect(toFieldErrors([{ keyword: 'type' }], 'querystring')[0]?.field).toBe('querystring');
  });

  it('summarises every field in one message', () => {
    const msg = summarise([
      { field: 'a', rule: 'r1', message: 'm1' },
      { field: 'b', rule: 'r2', message: 'm2' },
    ]);
    expect(msg).toContain('a (r1): m1');
    expect(msg).toContain('b (r2): m2');
  });
});
