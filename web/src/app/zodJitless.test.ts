import { describe, expect, it } from 'vitest';
import './zodJitless';

describe('zodJitless', () => {
  it('switches zod to jitless mode before zod is loaded, so no schema probes eval under the CSP', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
