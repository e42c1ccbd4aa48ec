import { calls } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from './helper.js';

// The demo tag tree is the console's own sample text: written in the console's default language, Chinese, unless
// SEED_LANG says English (as the other tests' servers do). Like any data, it stays as seeded afterwards.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SEED_LANG: 'zh-CN' });
});
afterAll(() => server.destroy());

describe('the demo tag tree by default', () => {
  it('is written in Chinese, review tags keeping their tag IDs', async () => {
    const admin = await loginAs(server, 'admin');
    const res = await admin.api(calls.tags.tree, {} as never);
    const themes = res.json().data as {
      name: string;
      children?: { name: string; children?: { name: string; alias?: string | null }[] }[];
    }[];
    expect(themes.map((t) => t.name)).toEqual(expect.arrayContaining(['创意审核', '行业', '视觉风格']));
    const review = themes.find((t) => t.name === '创意审核')!;
    const compliance = review.children!.find((c) => c.name === '合规')!;
    expect(compliance.children!.map((t) => t.name)).toContain('品牌安全');
    const orientation = themes.find((t) => t.name === '投放形式')!.children!.find((c) => c.name === '方向')!;
    expect(orientation.children!.map((t) => t.name)).toContain('竖版');
  });
});
