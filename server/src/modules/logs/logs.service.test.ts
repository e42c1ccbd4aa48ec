import { describe, expect, it } from 'vitest';
import { answerOf, noticePlace } from './logs.service.js';

describe('what a notice repeats of a report', () => {
  it('keeps a call path or a hash route, nothing else of the path', () => {
    expect(noticePlace('/v1/tag/del?id=3')).toBe('/v1/tag/del');
    expect(noticePlace('https://console.example/#/material/image?page=2')).toBe('#/material/image');
    expect(noticePlace('/v1/login <b>click here</b>')).toBe('(unknown)');
    expect(noticePlace('http://evil.example/free-money')).toBe('(unknown)');
    expect(noticePlace('#/login?x=y z')).toBe('#/login');
  });

  it('keeps a status and code only as whole numbers', () => {
    expect(answerOf({ status: 403, code: 403, msg: 'any text' })).toBe(' (HTTP 403, code 403)');
    expect(answerOf({ status: '403 click here', code: 1.5 })).toBe('');
    expect(answerOf('text')).toBe('');
    expect(answerOf(null)).toBe('');
  });
});
