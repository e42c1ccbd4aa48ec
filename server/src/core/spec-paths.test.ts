import { calls } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { routedUrl } from './spec-paths.js';

describe('routedUrl', () => {
  it("routes the spec's unprefixed notification paths as the declared calls, query kept", () => {
    expect(routedUrl('/campaign/dingTalk')).toBe(calls.campaigns.notifyCampaign.path);
    expect(routedUrl('/campaign/dingTalkTest?x=1')).toBe(`${calls.campaigns.notifyTest.path}?x=1`);
    expect(routedUrl('/campaign/dingTalkAll')).toBe(calls.campaigns.notifyAll.path);
  });

  it('leaves every other URL as it came', () => {
    for (const url of ['/v1/campaign/dingTalk', '/campaign/dingTalk/x', '/campaign/dingtalk', '/constructor', '/'])
      expect(routedUrl(url)).toBe(url);
  });
});
