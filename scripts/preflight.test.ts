import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The preflight of `npm test` on a machine without Chromium and ffmpeg: a PATH of one folder holding only what a
// case puts there, and CHROMIUM_PATH pointing into it.

const scripts = import.meta.dirname;
const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-preflight-'));
afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));

function run(script: string, env: Record<string, string>) {
  const r = spawnSync('/bin/bash', [path.join(scripts, script)], {
    env: { PATH: bin, CHROMIUM_PATH: path.join(bin, 'chromium'), ...env },
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

function provide(name: string, target = '/bin/true'): void {
  fs.symlinkSync(target, path.join(bin, name));
}

describe('scripts/preflight.sh', () => {
  it('names Chromium and ffmpeg with the apt-get line when both are missing', () => {
    const r = run('preflight.sh', {});
    expect(r.status).toBe(1);
    expect(r.out).toContain('missing: chromium ffmpeg');
    expect(r.out).toContain(`none at ${path.join(bin, 'chromium')}`);
    expect(r.out).toContain('apt-get install -y chromium-headless-shell ffmpeg');
  });

  it('leaves Chromium out with SKIP_E2E=1', () => {
    const r = run('preflight.sh', { SKIP_E2E: '1' });
    expect(r.status).toBe(1);
    expect(r.out).toContain('apt-get install -y ffmpeg\n');
    expect(r.out).not.toContain('chromium');
  });

  it('stops `npm test` before its first step', () => {
    // test-all.sh finds the repository with dirname and runs the preflight with bash; npx stays absent, so a
    // test-all.sh that skipped the preflight would fail at lint, not run the suites
    provide('dirname', '/usr/bin/dirname');
    provide('bash', '/bin/bash');
    const r = run('test-all.sh', {});
    expect(r.status).toBe(1);
    expect(r.out).toContain('apt-get install -y chromium-headless-shell ffmpeg');
    expect(r.out).not.toContain('====');
  });

  it('passes once both are there', () => {
    provide('ffmpeg');
    provide('chromium');
    expect(run('preflight.sh', {})).toEqual({ status: 0, out: '' });
  });
});
