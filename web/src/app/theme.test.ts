import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textColor } from '../kit/theme';

type Rgb = [number, number, number];

/** `#rrggbb` or `rgba(r, g, b, a)` laid over a background, as the screen paints it. */
function paint(color: string, background: Rgb): Rgb {
  if (color.startsWith('#')) return [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as Rgb;
  const [r, g, b, a] = color
    .replace(/[^\d.,]/g, '')
    .split(',')
    .map(Number) as [number, number, number, number];
  return [r, g, b].map((c, i) => c * a + background[i]! * (1 - a)) as Rgb;
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const PAGE: Rgb = [0xf5, 0xf7, 0xfb];

describe('theme text colours', () => {
  it('meet WCAG AA (4.5:1) on white and on the page background', () => {
    for (const [name, color] of Object.entries(textColor))
      for (const background of [WHITE, PAGE])
        expect(contrast(paint(color, background), background), name).toBeGreaterThanOrEqual(4.5);
  });

  it('are the same in global.css, which the CSS modules and the login page use', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');
    for (const [name, color] of Object.entries(textColor)) {
      const declared = new RegExp(`--ac-text-${name}:\\s*([^;]+);`).exec(css)?.[1];
      if (declared !== undefined) expect(declared, name).toBe(color);
    }
    expect(css).toContain(`--ac-text-muted: ${textColor.muted};`);
  });
});
