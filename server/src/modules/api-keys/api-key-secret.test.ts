import { API_KEY_LENGTH, API_KEY_PREFIX, isServiceAccess, serviceScopeOf } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { hashApiKey, looksLikeApiKey, newApiKey, scopesColumn, scopesOf } from './api-key-secret.js';

describe('API key secrets', () => {
  it('a new key has the prefix, 256 random bits, its visible start and its digest', () => {
    const key = newApiKey();
    expect(key.secret).toHaveLength(API_KEY_LENGTH);
    expect(key.secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix).toHaveLength(API_KEY_PREFIX.length + 8);
    expect(key.hash).toBe(hashApiKey(key.secret));
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeApiKey(key.secret)).toBe(true);
  });

  it('only a value of a key shape is looked up', () => {
    const body = 'A'.repeat(43);
    expect(looksLikeApiKey(`${API_KEY_PREFIX}${body}`)).toBe(true);
    expect(looksLikeApiKey(`xyz_${body}`)).toBe(false);
    expect(looksLikeApiKey(`${API_KEY_PREFIX}${body}A`)).toBe(false);
    expect(looksLikeApiKey(`${API_KEY_PREFIX}${'A'.repeat(42)}=`)).toBe(false);
    expect(looksLikeApiKey('')).toBe(false);
  });

  it('scopes are stored sorted and space-separated', () => {
    expect(scopesColumn(['device_events', 'b_scope'])).toBe('b_scope device_events');
    expect(scopesOf('b_scope device_events')).toEqual(['b_scope', 'device_events']);
    expect(scopesOf('')).toEqual([]);
  });
});

describe('service access', () => {
  it('names a known scope, nothing else', () => {
    expect(serviceScopeOf('service:device_events')).toBe('device_events');
    expect(serviceScopeOf('service:everything')).toBeNull();
    expect(serviceScopeOf('session')).toBeNull();
    expect(isServiceAccess('service:device_events')).toBe(true);
    expect(isServiceAccess('auth.apiKey.view')).toBe(false);
  });
});
