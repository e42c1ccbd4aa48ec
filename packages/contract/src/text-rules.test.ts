import { describe, expect, it } from 'vitest';
import { codePoints, isHttpUrl, onTrackingHost, trackingPrefix } from './text-rules.js';

describe('text rules', () => {
  it('counts characters as code points (a Chinese character or an emoji is one)', () => {
    expect(codePoints('广告 ad')).toBe(5);
    expect(codePoints('👍🏽')).toBe(2);
  });

  it('takes http and https links with a host only', () => {
    expect(isHttpUrl('https://example.com/a?b=1')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    for (const bad of ['example.com', 'ftp://example.com', 'myapp://path', 'https://', 'javascript:alert(1)', '']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it('reads a link as on the tracking host when the host is followed by nothing, `/` or `?`', () => {
    const host = 'https://t.example.com/';
    expect(trackingPrefix(host)).toBe('https://t.example.com');
    for (const on of ['https://t.example.com', 'https://t.example.com/c?id=1', 'https://t.example.com?id=1']) {
      expect(onTrackingHost(on, host), on).toBe(true);
    }
    for (const off of ['https://t.example.com.evil.io/c', 'https://t.example.community/', 'http://t.example.com/c']) {
      expect(onTrackingHost(off, host), off).toBe(false);
    }
  });
});
