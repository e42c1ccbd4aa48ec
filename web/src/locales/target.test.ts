import { AD_TYPES, TARGET_CODES } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import enUS from './en-US';
import zhCN from './zh-CN';

describe('lookup and targeting names', () => {
  it('names every code of the targeting catalogue in both languages', () => {
    for (const [group, codes] of Object.entries(TARGET_CODES)) {
      for (const code of codes) {
        expect(zhCN, `${group}.${code}`).toHaveProperty([`target.${group}.${code}`]);
        expect(enUS, `${group}.${code}`).toHaveProperty([`target.${group}.${code}`]);
      }
    }
  });

  it('names every ad type and both states', () => {
    for (const type of AD_TYPES) expect(zhCN).toHaveProperty([`lookups.adType.${type}`]);
    expect(zhCN).toHaveProperty(['lookups.status.0']);
    expect(zhCN).toHaveProperty(['lookups.status.1']);
  });
});
