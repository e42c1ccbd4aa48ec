import type { FeClick } from '@adconsole/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_BATCH_DELAY_MS, CLICK_BATCH_MAX, createClickLog, namedClick } from './clickLog';

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector('[data-target]') as HTMLElement;
}

describe('namedClick', () => {
  it('names the nearest element with a name attribute, itself or an ancestor', () => {
    expect(namedClick(element('<button name="upload" data-target>Upload</button>'), '/material/image', 7)).toEqual({
      name: 'upload',
      tag: 'button',
      route: '/material/image',
      at: 7,
    });
    expect(namedClick(element('<button name="search"><span data-target>Go</span></button>'), '/', 1)?.name).toBe(
      'search',
    );
  });

  it('ignores clicks on elements without a name, or with a blank one', () => {
    expect(namedClick(element('<div><button data-target>x</button></div>'), '/', 1)).toBeNull();
    expect(namedClick(element('<button name="  " data-target>x</button>'), '/', 1)).toBeNull();
    expect(namedClick(null, '/', 1)).toBeNull();
  });
});

describe('createClickLog', () => {
  let sent: FeClick[][];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends the waiting clicks as one batch after the delay, not before', () => {
    const log = createClickLog((clicks) => sent.push(clicks));
    const target = element('<button name="login" data-target>Login</button>');
    log.record(target);
    log.record(target);
    log.record(element('<p data-target>plain</p>'));
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((c) => c.name)).toEqual(['login', 'login']);
  });

  it('sends at once when the batch is full, and on flush; never an empty batch', () => {
    const log = createClickLog((clicks) => sent.push(clicks));
    const target = element('<a name="nav" data-target>x</a>');
    for (let i = 0; i < CLICK_BATCH_MAX; i += 1) log.record(target);
    expect(sent.map((b) => b.length)).toEqual([CLICK_BATCH_MAX]);
    log.record(target);
    log.flush();
    log.flush();
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    expect(sent.map((b) => b.length)).toEqual([CLICK_BATCH_MAX, 1]);
  });
});
