import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildJsTag, JS_TAG_ROTATE_HASH } from './js-tag.js';

const image = (url: string) => ({ url, width: 1280, height: 720 });

describe('the JS tag', () => {
  it("holds, for several images, exactly the script the console's policy allows by its hash", () => {
    const { html, preview } = buildJsTag([image('https://x/a.png'), image('https://x/b.png')], 'https://shop/x');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`).toBe(JS_TAG_ROTATE_HASH);
    expect(preview).toContain(html);
  });

  it('holds no script for one image', () => {
    expect(buildJsTag([image('https://x/a.png')], 'https://shop/x').html).not.toContain('<script');
  });
});
