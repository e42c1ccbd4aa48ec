import { isHttpUrl, promotionAppCreateRequest } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { classifyUrl, isExternal, isValidPackageName, isValidUrl, isValidVersion } from './validators';

describe('URL validator', () => {
  it('accepts http, https and ftp addresses', () => {
    for (const url of [
      'http://example.com',
      'https://ads.example.com/landing?id=3#top',
      'ftp://files.example.org/pub/a.zip',
      'https://localhost:8080/x',
      'http://192.168.1.10/path',
      'https://例子.中国/页面',
    ]) {
      expect(isValidUrl(url), url).toBe(true);
    }
  });

  it('refuses other schemes, missing hosts and spaces', () => {
    for (const url of [
      '',
      'example.com',
      'mailto:ops@example.com',
      'tel:+8613800000000',
      'javascript:alert(1)',
      'http://',
      'https://exa mple.com',
      'file:///etc/passwd',
    ]) {
      expect(isValidUrl(url), url).toBe(false);
    }
  });

  it('calls an http(s) link valid exactly when the contract (the forms, the server) accepts it', () => {
    const links = [
      'http://foo',
      'http:example.com',
      ' https://example.com/a ',
      'https://例子.中国/页面',
      'https://',
      'https://exa mple.com',
      'javascript:alert(1)',
      'www.example.com',
    ];
    for (const link of links) expect(isValidUrl(link), link).toBe(isHttpUrl(link.trim()));
  });

  it('counts mailto and tel (and web links) as external', () => {
    expect(isExternal('mailto:ops@example.com')).toBe(true);
    expect(isExternal('tel:10086')).toBe(true);
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('/material/image')).toBe(false);
    expect(isExternal('ftp://example.com')).toBe(false);
  });

  it('classifies for the messages', () => {
    expect(classifyUrl('')).toBe('empty');
    expect(classifyUrl('https://example.com')).toBe('valid');
    expect(classifyUrl('mailto:a@b.co')).toBe('external');
    expect(classifyUrl('tel:123')).toBe('external');
    expect(classifyUrl('www.example.com')).toBe('invalid');
  });
});

describe('package name and version validators', () => {
  it('accepts letters, digits, dot and underscore in package names', () => {
    expect(isValidPackageName('com.example.game_2')).toBe(true);
    expect(isValidPackageName('com.example-game')).toBe(false);
    expect(isValidPackageName('com example')).toBe(false);
    expect(isValidPackageName('')).toBe(false);
  });

  it('agree with the package name and version the contract takes for an app', () => {
    const shape = promotionAppCreateRequest.shape;
    for (const name of [
      'com.example.game_2',
      ' com.example ',
      'com.example-game',
      '',
      'a'.repeat(200),
      'a'.repeat(201),
    ]) {
      expect(isValidPackageName(name), name).toBe(shape.pkg_name.safeParse(name).success);
    }
    for (const version of ['1.0', ' 2.1.0 ', '1', '1.2.3.4', 'v1.2', `1.${'0'.repeat(60)}`]) {
      expect(isValidVersion(version), version).toBe(shape.version.safeParse(version).success);
    }
  });

  it('accepts x.x and x.x.x versions only', () => {
    expect(isValidVersion('1.0')).toBe(true);
    expect(isValidVersion('10.2.33')).toBe(true);
    expect(isValidVersion('1')).toBe(false);
    expect(isValidVersion('1.2.3.4')).toBe(false);
    expect(isValidVersion('1.a')).toBe(false);
    expect(isValidVersion('v1.2')).toBe(false);
  });
});
