import { describe, expect, it } from 'vitest';
import { amountOf, amountProblem, nameProblem, trackingProblem, urlProblem } from './campaignRules';

describe('campaign rules', () => {
  it('takes names of 2 to 200 characters without consecutive spaces', () => {
    expect(nameProblem('')).toBe('campaigns.rule.nameRequired');
    expect(nameProblem('   ')).toBe('campaigns.rule.nameRequired');
    expect(nameProblem('a')).toBe('campaigns.rule.name');
    expect(nameProblem('夏季')).toBeNull();
    expect(nameProblem('Summer  sale')).toBe('campaigns.rule.name');
    expect(nameProblem(' Summer sale ')).toBeNull();
    expect(nameProblem('x'.repeat(200))).toBeNull();
    expect(nameProblem('x'.repeat(201))).toBe('campaigns.rule.name');
  });

  it('takes http and https links only', () => {
    expect(urlProblem('')).toBeNull();
    expect(urlProblem('', true)).toBe('campaigns.rule.linkRequired');
    expect(urlProblem('https://example.com/a?b=1')).toBeNull();
    expect(urlProblem('ftp://example.com')).toBe('campaigns.rule.url');
    expect(urlProblem('not a link')).toBe('campaigns.rule.url');
  });

  it('wants tracking URLs to start with the tracking host', () => {
    expect(trackingProblem('https://track.example.com/c?id=1', 'https://track.example.com')).toBeNull();
    expect(trackingProblem('https://other.example.com/c', 'https://track.example.com')).toBe('campaigns.rule.tracking');
    // as the server reads it: the host is followed by `/` or `?`, not by more of a longer host
    expect(trackingProblem('https://track.example.com.evil.io/c', 'https://track.example.com')).toBe(
      'campaigns.rule.tracking',
    );
    expect(trackingProblem('https://track.example.com?c=1', 'https://track.example.com/')).toBeNull();
    expect(trackingProblem('', 'https://track.example.com')).toBeNull();
  });

  it('reads amounts with at most 2 decimals, never negative', () => {
    expect(amountProblem('500')).toBeNull();
    expect(amountProblem('500.25')).toBeNull();
    expect(amountProblem('500.255')).toBe('campaigns.rule.decimal');
    expect(amountProblem('.5')).toBe('campaigns.rule.decimal');
    expect(amountProblem('5.')).toBe('campaigns.rule.decimal');
    expect(amountProblem('-1')).toBe('campaigns.rule.nonNegative');
    expect(amountOf('')).toBe(0);
    expect(amountOf('12.5')).toBe(12.5);
  });
});
