import { type AdDetail, AdType } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { adValuesOf, createAdBody, emptyAdValues, formPathOf, pickedOf, updateAdBody } from './adFormValues';

const material = (id: number, type: number, width: number, height: number) => ({
  material_id: id,
  name: `m${id}`,
  type,
  width,
  height,
  thumb_url: `/files/t${id}.webp`,
  download_url: `/files/${id}.png`,
});
const creative = (id: number, kind: string, materials: ReturnType<typeof material>[]) => ({
  creative_id: id,
  kind: kind as AdDetail['creative_list'][number]['kind'],
  name: '',
  materials,
  html: '',
  click_url: '',
  width: 0,
  height: 0,
  ad_tag: '',
  spec: '',
});

const detail: AdDetail = {
  ad_id: 9,
  ad_group_id: 3,
  ad_group_name: 'g',
  campaign_id: 2,
  campaign_name: 'c',
  account_id: 1,
  name: 'Summer video',
  type: AdType.VIDEO,
  status: 2,
  title: 'Play now',
  description: '',
  button_text: 'Install',
  h5_url: '',
  deeplink: '',
  attribution_link: '',
  impression_track_url: 'https://t.example.com/i',
  click_track_url: '',
  video_start_track_url: '',
  video_q1_track_url: '',
  video_mid_track_url: '',
  video_q3_track_url: '',
  video_complete_track_url: '',
  image_ids: [12, 11],
  video_ids: [20],
  landing_page_ids: [],
  vast: [],
  placement: { adpos_id: 4, tab: 'home', category: 'games' },
  creative_list: [
    creative(1, 'image', [material(11, 1, 1280, 720)]),
    creative(2, 'image', [material(12, 1, 720, 1280)]),
    creative(3, 'video', [material(20, 2, 1280, 720)]),
    creative(4, 'js_tag', [material(11, 1, 1280, 720)]),
  ],
  creatives: { count: 4, kinds: {}, thumbs: [] },
  creator: { user_id: 1, login_name: 'op' },
  create_time: 0,
  modify_time: 0,
  delivery: { status: 'paused', reasons: [] },
  trigger_mode: 'download',
  tracking_host: 'https://t.example.com',
};

describe('the ad form values', () => {
  it('reads a stored ad: materials from its creatives in the order of its lists, paused kept', () => {
    const values = adValuesOf(detail);
    expect(values.image_ids.map((m) => [m.id, m.scale])).toEqual([
      [12, '9:16'],
      [11, '16:9'],
    ]);
    expect(values.video_ids.map((m) => m.id)).toEqual([20]);
    expect(values.status).toBe(2);
    expect(values.placement).toEqual({ adpos_id: 4, tab: 'home', category: 'games' });
  });

  it('a creative material stands in for a library material the picker can hold (usable, with its thumbnail)', () => {
    expect(pickedOf(material(5, 1, 720, 1518))).toMatchObject({
      id: 5,
      status: 1,
      third_examine_status: 4,
      thumb_url: '/files/t5.webp',
      width: 720,
      height: 1518,
    });
  });

  it('creates with every field trimmed, ids of the chosen materials, no placement when none is given', () => {
    const values = {
      ...emptyAdValues(),
      name: ' Spring sale ',
      title: ' Hi ',
      image_ids: [pickedOf(material(11, 1, 1280, 720))],
    };
    expect(createAdBody(3, values)).toMatchObject({
      ad_group_id: 3,
      name: 'Spring sale',
      title: 'Hi',
      type: AdType.IMAGE,
      image_ids: [11],
      video_ids: [],
      vast: [],
      placement: null,
      impression_track_url: '',
    });
  });

  it('sends only the creatives the type shows: a JS-tag ad drops images, a VAST ad sends its entries', () => {
    const base = { ...emptyAdValues(), name: 'ab', image_ids: [pickedOf(material(11, 1, 1280, 720))] };
    expect(createAdBody(3, { ...base, type: AdType.JS_TAG }).image_ids).toEqual([]);
    const vast = createAdBody(3, { ...base, type: AdType.VAST, vast: [{ ad_tag: ' https://v.example.com/a ' }] });
    expect(vast.vast).toEqual([{ ad_tag: 'https://v.example.com/a', spec: '' }]);
    expect(vast.image_ids).toEqual([]);
  });

  it('updates with the id and only what changed', () => {
    const before = adValuesOf(detail);
    expect(updateAdBody(9, before, { ...before })).toEqual({ ad_id: 9 });
    expect(updateAdBody(9, before, { ...before, title: 'Play today ' })).toEqual({ ad_id: 9, title: 'Play today' });
    const fewer = {
      ...before,
      image_ids: before.image_ids.slice(1),
      placement: { adpos_id: null, tab: '', category: '' },
    };
    expect(updateAdBody(9, before, fewer)).toEqual({ ad_id: 9, image_ids: [11], placement: null });
    // a new type empties what it no longer shows
    expect(updateAdBody(9, before, { ...before, type: AdType.IMAGE })).toEqual({
      ad_id: 9,
      type: AdType.IMAGE,
      video_ids: [],
    });
  });

  it("names a 400's field as the form's path", () => {
    expect(formPathOf('vast.1.ad_tag')).toEqual(['vast', 1, 'ad_tag']);
    expect(formPathOf('placement.adpos_id')).toEqual(['placement', 'adpos_id']);
    expect(formPathOf('name')).toEqual(['name']);
  });
});
