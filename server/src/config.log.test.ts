import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

// The built server runs without dev dependencies: pino-pretty is one, so readable lines are asked for, never guessed
// from a terminal (a built server started by hand on a terminal would otherwise fail to load its transport).
describe('LOG_PRETTY', () => {
  it('is off unless set to 1, whatever the terminal', () => {
    expect(loadConfig({}).logPretty).toBe(false);
    expect(loadConfig({ LOG_PRETTY: 'yes' }).logPretty).toBe(false);
    expect(loadConfig({ LOG_PRETTY: '1' }).logPretty).toBe(true);
  });
});
