import { AdType, BillingType } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import {
  adNameProblem,
  adNeeds,
  attributionProblem,
  deeplinkProblem,
  h5Problem,
  jsTagImagesProblem,
  landingSizeProblem,
  lengthProblem,
  placementProblem,
  sameSizeProblem,
  trackingUrlProblem,
  vastFull,
  vastSpecProblem,
  vastTagProblem,
} from './adRules';

const key = (p: { key: string } | null) => p?.key.replace('adEditor.rule.', '') ?? null;

describe('the ad text rules', () => {
  it('name: 2 to 200 characters (code points), no consecutive spaces, required', () => {
    expect(key(adNameProblem(''))).toBe('nameRequired');
    expect(key(adNameProblem('   '))).toBe('nameRequired');
    expect(key(adNameProblem('a'))).toBe('nameLength');
    expect(key(adNameProblem('夏季'))).toBeNull();
    expect(key(adNameProblem('x'.repeat(200)))).toBeNull();
    expect(key(adNameProblem('x'.repeat(201)))).toBe('nameLength');
    expect(key(adNameProblem('summer  sale'))).toBe('nameSpaces');
    expect(key(adNameProblem('  summer sale  '))).toBeNull();
  });

  it('description, title and button text count characters, emoji and Chinese as one', () => {
    expect(lengthProblem('标'.repeat(30), 30)).toBeNull();
    expect(lengthProblem('😀'.repeat(30), 30)).toBeNull();
    expect(lengthProblem('x'.repeat(31), 30)).toEqual({ key: 'adEditor.rule.tooLong', values: { max: 30, count: 31 } });
  });

  it('H5 URL: a valid link, refused when it is or carries an MMP or Google Play link', () => {
    expect(key(h5Problem('', true))).toBe('linkRequired');
    expect(key(h5Problem(''))).toBeNull();
    expect(key(h5Problem('not a url'))).toBe('url');
    expect(key(h5Problem('ftp://x.example.com'))).toBe('url');
    expect(key(h5Problem('https://shop.example.com/sale'))).toBeNull();
    expect(h5Problem('https://play.google.com/store/apps/details?id=x')?.values).toEqual({ host: 'play.google.com' });
    expect(h5Problem('https://x.example.com/r?u=https%3A%2F%2Fapp.adjust.com%2Fa')?.values).toEqual({
      host: 'adjust.com',
    });
    expect(key(h5Problem('https://go.onelink.me/abc'))).toBe('mmpGp');
  });

  it('deeplink: any scheme, a valid URL', () => {
    expect(key(deeplinkProblem('myapp://open/item'))).toBeNull();
    expect(key(deeplinkProblem('open item'))).toBe('deeplink');
    expect(key(deeplinkProblem('', true))).toBe('linkRequired');
  });

  it('tracking URLs start with the tracking host, as the server reads it', () => {
    const host = 'https://track.example.com';
    expect(key(trackingUrlProblem('https://track.example.com/imp?id=1', host))).toBeNull();
    expect(key(trackingUrlProblem('https://track.example.com?id=1', `${host}/`))).toBeNull();
    expect(trackingUrlProblem('https://other.example.com/imp', host)).toEqual({
      key: 'adEditor.rule.trackingHost',
      values: { host },
    });
    expect(key(trackingUrlProblem('https://track.example.com.evil.io/imp', host))).toBe('trackingHost');
    expect(key(trackingUrlProblem('', host, true))).toBe('linkRequired');
    expect(key(trackingUrlProblem('', host))).toBeNull();
  });

  it('VAST: ad tag and specification required, at most three entries', () => {
    expect(key(vastTagProblem(''))).toBe('linkRequired');
    expect(key(vastTagProblem('https://vast.example.com/tag.xml'))).toBeNull();
    expect(key(vastSpecProblem(undefined))).toBe('specRequired');
    expect(key(vastSpecProblem('16:9'))).toBeNull();
    expect(key(vastSpecProblem('6.4:1'))).toBe('vastSpec');
    expect(vastFull(2)).toBe(false);
    expect(vastFull(3)).toBe(true);
  });

  it("needs by type and trigger, as the server's", () => {
    expect(adNeeds(AdType.IMAGE, 'browser')).toMatchObject({ h5: true, deeplink: false, imagesRequired: true });
    expect(adNeeds(AdType.IMAGE, 'deeplink')).toMatchObject({ h5: false, deeplink: true, impression: false });
    expect(adNeeds(AdType.JS_TAG, 'download')).toMatchObject({ impression: true, images: false, jsTag: true });
    expect(adNeeds(AdType.VAST, 'webview')).toMatchObject({ h5: true, impression: true, vast: true, videos: false });
    expect(adNeeds(AdType.VIDEO, 'download')).toMatchObject({ videos: true, images: true, imagesRequired: false });
  });

  it('settlement attribution link: required for CPI through a platform, refused without a platform', () => {
    const cpi = { billingType: BillingType.CPI, attributionPlatform: 'appsflyer' };
    expect(key(attributionProblem('', cpi))).toBe('attributionMissing');
    expect(key(attributionProblem('', { ...cpi, billingType: BillingType.CPC }))).toBeNull();
    expect(key(attributionProblem('https://app.appsflyer.com/x', cpi))).toBeNull();
    expect(key(attributionProblem('https://a.example.com', { ...cpi, attributionPlatform: 'none' }))).toBe(
      'attributionNotConfigured',
    );
  });

  it("materials: a video's size among the images, landing pages 720x1518, JS-tag ratios alike", () => {
    const video = { width: 1280, height: 720 };
    expect(sameSizeProblem([{ width: 720, height: 1280 }], [video])?.values).toEqual({ sizes: '1280x720' });
    expect(sameSizeProblem([video], [video])).toBeNull();
    expect(sameSizeProblem([], [])).toBeNull();
    expect(landingSizeProblem({ width: 720, height: 1518 })).toBeNull();
    expect(key(landingSizeProblem({ width: 720, height: 1280 }))).toBe('landingSize');
    expect(jsTagImagesProblem([{ width: 1600, height: 900 }])).toBeNull();
    expect(jsTagImagesProblem([{ width: 1280, height: 200 }])).toBeNull();
    expect(key(jsTagImagesProblem([]))).toBe('jsTagNone');
    expect(key(jsTagImagesProblem([{ width: 1000, height: 1000 }]))).toBe('jsTagRatio');
    expect(key(jsTagImagesProblem([video, { width: 600, height: 500 }]))).toBe('jsTagMixed');
    expect(key(jsTagImagesProblem(Array.from({ length: 6 }, () => video)))).toBe('jsTagMax');
  });

  it('placement: all of ad position, tab and category, or none', () => {
    expect(placementProblem({ adpos_id: null, tab: '', category: '' })).toBeNull();
    expect(placementProblem({ adpos_id: 4, tab: 'home', category: 'games' })).toBeNull();
    expect(key(placementProblem({ adpos_id: 4, tab: ' ', category: '' }))).toBe('placementPartial');
  });
});
