import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parsePublicOrigin } from './config.js';

// PUBLIC_ORIGIN: the origin every URL the server writes starts with, so a Host header cannot choose it.

const PG = 'postgres://postgres@127.0.0.1:5432/adconsole';

describe('PUBLIC_ORIGIN', () => {
  it('defaults to http://localhost:PORT in embedded mode, and TRACKING_HOST defaults to it', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080');
    const config = loadConfig({ PORT: '9000' });
    expect(config.publicOrigin).toBe('http://localhost:9000');
    expect(config.trackingHost).toBe('http://localhost:9000');
  });

  it('takes the given origin in its normal form; TRACKING_HOST, when given, stays its own', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'HTTPS://Ads.Example.com:443/', DATABASE_URL: PG });
    expect(config.publicOrigin).toBe('https://ads.example.com');
    expect(config.trackingHost).toBe('https://ads.example.com');
    const tracked = loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080', TRACKING_HOST: 'https://t.example.com' });
    expect(tracked).toMatchObject({ publicOrigin: 'http://10.0.0.5:8080', trackingHost: 'https://t.example.com' });
  });

  it('is required with DATABASE_URL, with a message that names it', () => {
    expect(() => loadConfig({ DATABASE_URL: PG })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: PG, PUBLIC_ORIGIN: ' ' })).toThrow(/PUBLIC_ORIGIN is required/);
  });

  it('refuses what is not an http(s) origin without path', () => {
    for (const bad of [
      'ads.example.com',
      'ftp://ads.example.com',
      'javascript:alert(1)',
      'https://ads.example.com/console',
      'https://ads.example.com?x=1',
      'https://ads.example.com/?',
      'https://ads.example.com#top',
      'https://user:pw@ads.example.com',
      'https://',
    ]) {
      expect(() => parsePublicOrigin(bad), bad).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(ConfigError);
    }
  });
});
