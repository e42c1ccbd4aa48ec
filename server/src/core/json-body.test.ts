import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, jsonDepthExceeds } from './json-body.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonDepthExceeds', () => {
  it('lets a body nest up to the cap and refuses one level more, arrays and objects alike', () => {
    expect(jsonDepthExceeds(nested(JSON_DEPTH_MAX))).toBe(false);
    expect(jsonDepthExceeds(nested(JSON_DEPTH_MAX + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":'.repeat(JSON_DEPTH_MAX + 1) + '1' + '}'.repeat(JSON_DEPTH_MAX + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":[{"b":1},{"c":[2]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":1},{"c":[2]}]}', 3)).toBe(true);
  });

  it('counts siblings once, not as depth', () => {
    expect(jsonDepthExceeds(`[${Array(10_000).fill('[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[{{{{' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ a: 'say \\"[[[[" and \\\\', b: '[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(['"', [[1]]]), 2)).toBe(true);
  });

  it('stops at the cap on a body far deeper than the stack could parse recursively', () => {
    expect(jsonDepthExceeds(nested(1_000_000))).toBe(true);
  });
});
