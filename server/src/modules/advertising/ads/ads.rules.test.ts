import { describe, expect, it } from 'vitest';
import { incompleteVast, mmpOrGpHost } from './ads.rules.js';
import { absolute, buildJsTag, jsTagRatio } from './js-tag.js';

describe('H5 URLs holding an MMP or Google Play link', () => {
  it('finds the host itself, a subdomain, an embedded or encoded link, and market://', () => {
    expect(mmpOrGpHost('https://app.appsflyer.com/com.x?pid=a')).toBe('appsflyer.com');
    expect(mmpOrGpHost('https://play.google.com/store/apps/details?id=com.x')).toBe('play.google.com');
    expect(mmpOrGpHost('https://x.example.com/r?u=https%3A%2F%2Fapp.adjust.com%2Fabc')).toBe('adjust.com');
    expect(mmpOrGpHost('https://x.example.com/r?u=market://details?id=com.x')).toBe('market://');
  });

  it('lets ordinary pages through, also hosts that only end like an MMP', () => {
    expect(mmpOrGpHost('https://shop.example.com/sale?ref=adjust')).toBeNull();
    expect(mmpOrGpHost('https://notadjust.com/page')).toBeNull();
    expect(mmpOrGpHost('')).toBeNull();
  });
});

describe('VAST entries', () => {
  it('names the entries lacking the ad tag or the specification', () => {
    expect(
      incompleteVast([
        { ad_tag: 'https://v', spec: '16:9' },
        { ad_tag: '', spec: '16:9' },
        { ad_tag: 'https://v', spec: '' },
      ]),
    ).toEqual([1, 2]);
  });
});

describe('JS tags', () => {
  it('knows the four JS-tag ratios only', () => {
    expect([jsTagRatio(1280, 720), jsTagRatio(640, 100), jsTagRatio(600, 500), jsTagRatio(1200, 628)]).toEqual([
      '16:9',
      '6.4:1',
      '6:5',
      '1.91:1',
    ]);
    expect(jsTagRatio(1080, 1080)).toBeNull();
  });

  it('escapes the click URL, makes file paths absolute, rotates only several images', () => {
    const one = buildJsTag(
      [{ url: absolute('/files/a.png', 'https://ads.example.com/'), width: 1280, height: 720 }],
      'https://x.com/?a=1&b="2"',
    );
    expect(one.html).toContain('href="https://x.com/?a=1&amp;b=&quot;2&quot;"');
    expect(one.html).toContain('src="https://ads.example.com/files/a.png"');
    expect(one.html).not.toContain('<script>');
    const two = buildJsTag(
      [
        { url: 'https://cdn/a.png', width: 1280, height: 720 },
        { url: 'https://cdn/b.png', width: 1280, height: 720 },
      ],
      'https://x.com',
    );
    expect(two.html).toContain('<script>');
    expect(two).toMatchObject({ width: 1280, height: 720 });
  });
});
