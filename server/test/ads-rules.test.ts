import { Code, calls, VAST_MOST_THREE } from '@adconsole/contract';
import { type InjectSession, signInAll, TEST_PUBLIC_ORIGIN } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdBody, adBody, adWorld, anAdPosition, createdAd, material } from './ads-helper.js';
import { failedFields } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// The ad text rules (names, text lengths, URLs, tracking host, creatives, VAST), each checked by the server: a 400
// naming the field, or the catalogue's ad error code (10400 H5 with an MMP or GP link, 10401 settlement attribution
// link, 10402 VAST incomplete, 10403 ad position).

const { ads } = calls;
// the tracking host is PUBLIC_ORIGIN (TRACKING_HOST unset), never the Host header inject sends
const HOST = TEST_PUBLIC_ORIGIN;
let server: TestServer;
let s: Record<'admin', InjectSession>;
let w: Awaited<ReturnType<typeof adWorld>>;
let image: number;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin'] as const);
  w = await adWorld(server, s.admin);
  image = await material(server);
});
afterAll(async () => {
  await server.destroy();
});

const create = async (body: AdBody) => (await s.admin.api(ads.create, body)).json();
/** The fields a 400 names, after checking it is one. */
const refused = async (body: AdBody) => {
  const res = await create(body);
  expect(res.code, JSON.stringify(res)).toBe(400);
  return { fields: failedFields(res), errors: res.data.errors as { field: string; rule: string; message: string }[] };
};
const rule = (errors: { field: string; rule: string }[], field: string) => errors.find((e) => e.field === field)?.rule;

describe('names', () => {
  it('takes 2 to 200 characters without consecutive spaces, unique (any case) in its ad group only', async () => {
    expect((await refused(adBody(w.download, image, { name: 'x' }))).fields).toEqual(['name']);
    expect((await refused(adBody(w.download, image, { name: 'y'.repeat(201) }))).fields).toEqual(['name']);
    const spaces = await refused(adBody(w.download, image, { name: 'Two  spaces' }));
    expect(spaces.errors[0]!.message).toContain('no consecutive spaces');
    await createdAd(s.admin, adBody(w.download, image, { name: 'Taken name' }));
    const taken = await refused(adBody(w.download, image, { name: 'TAKEN NAME' }));
    expect(rule(taken.errors, 'name')).toBe('unique');
    await createdAd(s.admin, adBody(w.webview, image, { name: 'Taken name', h5_url: 'https://shop.example.com' }));
    const other = await createdAd(s.admin, adBody(w.download, image, { name: 'Other name' }));
    const rename = await s.admin.api(ads.update, { ad_id: other, name: 'taken name' });
    expect(failedFields(rename.json())).toEqual(['name']);
  });
});

describe('texts and URLs', () => {
  it('limits description to 35, title to 30 and button text to 15 characters (code points, Chinese alike)', async () => {
    const long = await refused(
      adBody(w.download, image, { description: 'd'.repeat(36), title: 't'.repeat(31), button_text: 'b'.repeat(16) }),
    );
    expect(long.fields.sort()).toEqual(['button_text', 'description', 'title']);
    await createdAd(
      s.admin,
      adBody(w.download, image, { description: '字'.repeat(35), title: '题'.repeat(30), button_text: '按'.repeat(15) }),
    );
  });

  it('refuses URLs that are not valid', async () => {
    const bad = await refused(
      adBody(w.download, image, { h5_url: 'not a url', deeplink: 'no scheme', click_track_url: 'ftp//x' }),
    );
    expect(bad.fields.sort()).toEqual(['click_track_url', 'deeplink', 'h5_url']);
  });

  it('needs the H5 URL for a webview ad group and the deeplink for an in-app jump one', async () => {
    expect(rule((await refused(adBody(w.webview, image))).errors, 'h5_url')).toBe('required');
    expect(rule((await refused(adBody(w.deeplink, image))).errors, 'deeplink')).toBe('required');
    await createdAd(s.admin, adBody(w.deeplink, image, { deeplink: 'galaxy://open' }));
  });

  it("checks the trigger's needs on an update only where the ad's own fields change", async () => {
    const groupId = (
      await s.admin.api(calls.campaigns.groupCreate, { campaign_id: w.campaignId, name: 'Trigger switched later' })
    ).json().data.id as number;
    const id = await createdAd(s.admin, adBody(groupId, image));
    const switched = await s.admin.api(calls.campaigns.groupUpdate, { ad_group_id: groupId, trigger_mode: 'webview' });
    expect(switched.json().code).toBe(200);
    expect((await s.admin.api(ads.update, { ad_id: id, title: 'Renamed only' })).json().code).toBe(200);
    const given = await s.admin.api(ads.update, { ad_id: id, h5_url: 'https://shop.example.com' });
    expect(given.json().code).toBe(200);
    const cleared = await s.admin.api(ads.update, { ad_id: id, h5_url: '' });
    expect(cleared.json().data.errors[0]).toMatchObject({ field: 'h5_url', rule: 'required' });
    const mmp = await s.admin.api(ads.update, { ad_id: id, h5_url: 'https://app.appsflyer.com/x' });
    expect(mmp.json().code).toBe(Code.AD_H5_MMP_GP);
  });

  it('needs exposure monitoring (the impression URL) on JS-tag and VAST ads', async () => {
    const js = await refused({ ad_group_id: w.download, name: 'Tag ad', type: 3 });
    expect(rule(js.errors, 'impression_track_url')).toBe('required');
    await createdAd(s.admin, { ad_group_id: w.download, name: 'Tag ad', type: 3, impression_track_url: `${HOST}/i` });
  });

  it('wants every tracking URL on the tracking host', async () => {
    const bad = await refused(
      adBody(w.download, image, {
        impression_track_url: 'https://tracker.example.com/imp',
        video_complete_track_url: 'https://tracker.example.com/done',
      }),
    );
    expect(bad.errors.map((e) => [e.field, e.rule]).sort()).toEqual([
      ['impression_track_url', 'tracking_host'],
      ['video_complete_track_url', 'tracking_host'],
    ]);
  });

  it('refuses an H5 URL that is or carries an MMP or Google Play link (10400)', async () => {
    for (const h5_url of [
      'https://app.appsflyer.com/com.galaxy.merge?pid=x',
      'https://landing.example.com/go?to=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.x',
      'https://landing.example.com/go?to=market://details?id=com.x',
    ]) {
      const res = await create(adBody(w.webview, image, { h5_url }));
      expect(res.code, h5_url).toBe(Code.AD_H5_MMP_GP);
      expect(res.data.field).toBe('h5_url');
    }
  });
});

describe('settlement attribution link (10401)', () => {
  it('is required on a CPI campaign that settles through an attribution platform', async () => {
    const cpi = await adWorld(server, s.admin, 'Galaxy Games', { billing_type: 4, attribution_platform: 'appsflyer' });
    const res = await create(adBody(cpi.download, image));
    expect(res).toMatchObject({
      code: Code.AD_ATTRIBUTION_LINK,
      data: { reason: 'missing', campaign_id: cpi.campaignId },
    });
    await createdAd(
      s.admin,
      adBody(cpi.download, image, { attribution_link: 'https://app.appsflyer.com/com.galaxy.merge?pid=adc' }),
    );
  });

  it('is refused as not configured where the campaign has no attribution platform', async () => {
    const res = await create(adBody(w.download, image, { attribution_link: 'https://app.adjust.com/abc' }));
    expect(res).toMatchObject({ code: Code.AD_ATTRIBUTION_LINK, data: { reason: 'not_configured' } });
  });
});

describe('creatives by type', () => {
  it('needs images on an image ad and takes videos only on a video ad', async () => {
    const video = await material(server, { type: 2 });
    const none = await refused(adBody(w.download, image, { image_ids: [] }));
    expect(rule(none.errors, 'image_ids')).toBe('required');
    const mixed = await refused(adBody(w.download, image, { video_ids: [video] }));
    expect(rule(mixed.errors, 'video_ids')).toBe('type');
    const swapped = await refused(adBody(w.download, video));
    expect(rule(swapped.errors, 'image_ids')).toBe('type');
  });

  it('takes landing-page images of 720x1518 only', async () => {
    const wrong = await material(server, { width: 720, height: 1280 });
    const res = await refused(adBody(w.download, image, { landing_page_ids: [wrong] }));
    expect(rule(res.errors, 'landing_page_ids')).toBe('size');
  });

  it('wants a video ad to carry at least one image of a video’s size', async () => {
    const video = await material(server, { type: 2, width: 1280, height: 720 });
    const square = await material(server, { width: 1080, height: 1080 });
    const body = { ad_group_id: w.download, name: 'Video ad', type: 2, video_ids: [video] };
    const res = await refused({ ...body, image_ids: [square] });
    expect(rule(res.errors, 'image_ids')).toBe('same_size');
    const id = await createdAd(s.admin, { ...body, image_ids: [square, image] });
    // dropping the image of the same size later is refused too
    const update = await s.admin.api(ads.update, { ad_id: id, image_ids: [square] });
    expect(update.json().data.errors[0]).toMatchObject({ field: 'image_ids', rule: 'same_size' });
  });
});

describe('VAST', () => {
  const vastAd = (vast: { ad_tag: string; spec: string }[]): AdBody => ({
    ad_group_id: w.download,
    name: `VAST ${Math.random().toString(36).slice(2, 8)}`,
    type: 4,
    impression_track_url: `${HOST}/imp`,
    vast,
  });
  const tag = 'https://vast.example.com/tag.xml';

  it('needs an ad tag and a specification on each entry (10402, naming the entries)', async () => {
    const res = await create(
      vastAd([
        { ad_tag: tag, spec: '16:9' },
        { ad_tag: tag, spec: '' },
        { ad_tag: '', spec: '9:16' },
      ]),
    );
    expect(res).toMatchObject({ code: Code.AD_VAST_INCOMPLETE, data: { entries: [1, 2] } });
    expect((await refused(vastAd([]))).errors[0]).toMatchObject({ field: 'vast', rule: 'required' });
  });

  it("takes at most three entries ('MostThree'), a valid tag URL and a known specification", async () => {
    const four = await refused(vastAd(Array.from({ length: 4 }, () => ({ ad_tag: tag, spec: '16:9' }))));
    expect(four.errors[0]).toMatchObject({ field: 'vast', message: VAST_MOST_THREE });
    const bad = await refused(vastAd([{ ad_tag: 'not a url', spec: '4:1' }]));
    expect(bad.fields.sort()).toEqual(['vast.0.ad_tag', 'vast.0.spec']);
    const id = await createdAd(s.admin, vastAd(Array.from({ length: 3 }, () => ({ ad_tag: tag, spec: '9:16' }))));
    const d = (await s.admin.api(ads.detail, { ad_id: id })).json().data;
    expect(d.vast).toHaveLength(3);
    expect(d.creatives.kinds).toEqual({ vast: 3 });
  });

  it('refuses VAST entries on an ad of another type', async () => {
    const res = await refused(adBody(w.download, image, { vast: [{ ad_tag: tag, spec: '16:9' }] }));
    expect(rule(res.errors, 'vast')).toBe('type');
  });
});

describe('ad position (10403)', () => {
  it('refuses a category already used in another tab of the same ad position', async () => {
    const adpos = await anAdPosition(server);
    await createdAd(
      s.admin,
      adBody(w.download, image, { placement: { adpos_id: adpos, tab: 'home', category: 'games' } }),
    );
    const res = await create(
      adBody(w.download, image, { placement: { adpos_id: adpos, tab: 'discover', category: 'GAMES' } }),
    );
    expect(res).toMatchObject({
      code: Code.AD_POSITION_OCCUPIED,
      data: { adpos_id: adpos, category: 'GAMES', tab: 'home' },
    });
    // the same tab, or another category, is free
    await createdAd(
      s.admin,
      adBody(w.download, image, { placement: { adpos_id: adpos, tab: 'home', category: 'games' } }),
    );
    await createdAd(
      s.admin,
      adBody(w.download, image, { placement: { adpos_id: adpos, tab: 'discover', category: 'music' } }),
    );
    const missing = await refused(
      adBody(w.download, image, { placement: { adpos_id: 999_999, tab: 'a', category: 'b' } }),
    );
    expect(missing.fields).toEqual(['placement.adpos_id']);
  });
});
