import { describe, expect, it } from 'vitest';
import { topFolder } from './audiences.drop.js';

describe('topFolder: the partner folder a source-2 path lies in', () => {
  it('is the first segment of a path with a file below it', () => {
    expect(topFolder('partner-a/2026-11-23/人群_1.txt')).toBe('partner-a');
    expect(topFolder('partner-a/ids.txt')).toBe('partner-a');
    expect(topFolder('partner-a/./ids.txt')).toBe('partner-a');
  });

  it('is none for a file at the top, a bare folder, a path that climbs or starts at the root', () => {
    for (const path of ['ids.txt', 'partner-a', 'partner-a/', 'partner-a/.', './ids.txt', '/etc/passwd', 'a/../b/x'])
      expect(topFolder(path), path).toBeNull();
  });
});
