import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { fieldRefusals } from './adRefusals';

const refused = (fields: { field: string; rule: string; message: string }[], code: number | null = null) => ({
  code,
  fields,
  text: code ? `text of ${code}` : null,
});

describe("a refused save's messages", () => {
  it("land each 400 field error under its field, in the form's words", () => {
    const out = fieldRefusals(
      refused([
        { field: 'name', rule: 'unique', message: 'an ad of this ad group is already named x' },
        { field: 'click_track_url', rule: 'tracking_host', message: 'must start with' },
        { field: 'vast', rule: 'too_big', message: 'MostThree' },
        { field: 'vast.1.ad_tag', rule: 'url', message: 'bad' },
        { field: 'image_ids', rule: 'same_size', message: "needs an image of a video's size (1280x720)" },
        { field: 'placement.tab', rule: 'too_small', message: 'Too small' },
        { field: 'landing_image_ids', rule: 'size', message: 'landing-page images must be 720x1518: 7' },
      ]),
      'https://t.example.com/',
    );
    expect(out.map((r) => [r.name, r.problem?.key ?? r.text, r.problem?.values])).toEqual([
      [['name'], 'adEditor.rule.unique', undefined],
      [['click_track_url'], 'adEditor.rule.trackingHost', { host: 'https://t.example.com' }],
      [['vast'], 'adEditor.vast.mostThree', undefined],
      [['vast', 1, 'ad_tag'], 'adEditor.rule.url', undefined],
      [['image_ids'], 'adEditor.rule.sameSize', { sizes: '1280x720' }],
      [['placement', 'tab'], 'Too small', undefined],
      // the server names the images by id only: the rule without a size, never "?"
      [['landing_image_ids'], 'adEditor.rule.landingSizeOnly', { width: 720, height: 1518 }],
    ]);
  });

  it('put a catalogue code under the field it is about, with its translated text', () => {
    expect(fieldRefusals(refused([], Code.AD_H5_MMP_GP), '')).toEqual([
      { name: ['h5_url'], problem: null, text: 'text of 10400' },
    ]);
    expect(fieldRefusals(refused([], Code.AD_POSITION_OCCUPIED), '')[0]?.name).toEqual(['placement', 'category']);
    expect(fieldRefusals(refused([], Code.AD_VAST_INCOMPLETE), '')[0]?.name).toEqual(['vast']);
    expect(fieldRefusals(refused([], Code.AD_ATTRIBUTION_LINK), '')[0]?.name).toEqual(['attribution_link']);
    expect(fieldRefusals(refused([], 10201), '')).toEqual([]);
  });
});
