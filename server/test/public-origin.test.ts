import { calls } from '@adconsole/contract';
import { type InjectSession, signInAll, TEST_PUBLIC_ORIGIN } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adWorld, createdAd, material } from './ads-helper.js';
import { appOf, campaignBody, failedFields } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// With TRACKING_HOST unset, a request's Host header once chose the tracking host (`PUT /v1/ad` with
// `Host: evil.example` stored `http://evil.example/pixel`) and the origin of a JS tag's images. Replayed here with
// every header a caller can forge (Host, X-Forwarded-Host and -Proto, trusted as a proxy's): the server answers and
// stores only PUBLIC_ORIGIN.

const { ads, campaigns } = calls;
const EVIL = 'evil.example';
let server: TestServer;
let s: Record<'admin', InjectSession>;
let w: Awaited<ReturnType<typeof adWorld>>;

beforeAll(async () => {
  // trusted forwarding headers make the attack as strong as it gets: they are what a proxy would set
  server = await startServer({ TRUST_PROXY: '1' });
  s = await signInAll(server.app, ['admin'] as const);
  w = await adWorld(server, s.admin);
});
afterAll(async () => {
  await server.destroy();
});

/** A call as the attacker sends it: the admin's token, forged Host and forwarding headers. */
async function forged(call: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }, input: object) {
  const query = call.method === 'GET';
  const res = await server.app.inject({
    method: call.method,
    url: query ? `${call.path}?${new URLSearchParams(input as Record<string, string>)}` : call.path,
    headers: {
      token: s.admin.token,
      host: EVIL,
      'x-forwarded-host': EVIL,
      'x-forwarded-proto': 'http',
      ...(query ? {} : { 'content-type': 'application/json' }),
    },
    ...(query ? {} : { payload: input }),
  });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return res.json();
}

describe('the tracking host and JS-tag origin come from PUBLIC_ORIGIN, never from the request', () => {
  it('is configured as PUBLIC_ORIGIN when TRACKING_HOST is unset', () => {
    expect(server.config.publicOrigin).toBe(TEST_PUBLIC_ORIGIN);
    expect(server.config.trackingHost).toBe(TEST_PUBLIC_ORIGIN);
  });

  it('refuses an ad tracking URL on the forged host, on create and on update (PUT /v1/ad), and keeps the ad as it was', async () => {
    const image = await material(server);
    const refused = await forged(ads.create, {
      ad_group_id: w.download,
      name: 'Forged host ad',
      type: 1,
      image_ids: [image],
      impression_track_url: `http://${EVIL}/pixel`,
    });
    expect(refused.code).toBe(400);
    expect(failedFields(refused)).toEqual(['impression_track_url']);
    expect(refused.msg).toContain(TEST_PUBLIC_ORIGIN);

    const id = await createdAd(s.admin, { ad_group_id: w.download, name: 'Honest ad', type: 1, image_ids: [image] });
    const update = await forged(ads.update, { ad_id: id, impression_track_url: `http://${EVIL}/pixel` });
    expect(update.code).toBe(400);
    expect(failedFields(update)).toEqual(['impression_track_url']);
    const stored = await server.database.db
      .selectFrom('ad')
      .select('impression_track_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.impression_track_url ?? '').not.toContain(EVIL);

    // the configured host is taken whatever the Host header says, and the detail names it
    const ok = await forged(ads.update, { ad_id: id, impression_track_url: `${TEST_PUBLIC_ORIGIN}/pixel` });
    expect(ok.code).toBe(200);
    const detail = await forged(ads.detail, { ad_id: String(id) });
    expect(detail.data).toMatchObject({
      tracking_host: TEST_PUBLIC_ORIGIN,
      impression_track_url: `${TEST_PUBLIC_ORIGIN}/pixel`,
    });
  });

  it('refuses a campaign tracking URL on the forged host and names the configured one in the detail', async () => {
    const app = await appOf(server, w.accountId);
    const body = campaignBody(w.accountId, app.id, { click_track_url: `http://${EVIL}/click` });
    const refused = await forged(campaigns.create, body);
    expect(refused.code).toBe(400);
    expect(failedFields(refused)).toEqual(['click_track_url']);

    const saved = await forged(campaigns.create, { ...body, click_track_url: `${TEST_PUBLIC_ORIGIN}/click` });
    expect(saved.code).toBe(200);
    const update = await forged(campaigns.update, { campaign_id: saved.data.id, click_track_url: `http://${EVIL}/c` });
    expect(update.code).toBe(400);
    const detail = await forged(campaigns.detail, { campaign_id: String(saved.data.id) });
    expect(detail.data).toMatchObject({
      tracking_host: TEST_PUBLIC_ORIGIN,
      click_track_url: `${TEST_PUBLIC_ORIGIN}/click`,
    });
  });

  it('makes JS-tag images absolute against PUBLIC_ORIGIN, in the generated tag and in the stored creative', async () => {
    const tagAd = await createdAd(s.admin, {
      ad_group_id: w.download,
      name: 'Forged host tag',
      type: 3,
      impression_track_url: `${TEST_PUBLIC_ORIGIN}/imp`,
    });
    const image = await material(server, { width: 1280, height: 720 });
    const input = { ad_id: tagAd, image_ids: [image], click_url: 'https://shop.example.com/' };

    const generated = await forged(ads.generateJsTag, input);
    expect(generated.code).toBe(200);
    const src = `src="${TEST_PUBLIC_ORIGIN}/files/ad-material-`;
    expect(generated.data.html).toContain(src);
    expect(generated.data.html + generated.data.preview).not.toContain(EVIL);

    const added = await forged(ads.addJsTag, { ...input, name: 'Forged host creative' });
    expect(added.code).toBe(200);
    const stored = await server.database.db
      .selectFrom('creative')
      .select('html')
      .where('id', '=', added.data.creative_id)
      .executeTakeFirstOrThrow();
    expect(stored.html).toContain(src);
    expect(stored.html).not.toContain(EVIL);
  });
});
