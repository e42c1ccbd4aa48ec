import { AdLimits, Code, type FieldError, VAST_MOST_THREE } from '@adconsole/contract';
import { formPathOf } from './adFormValues';
import type { Problem } from './adRules';

/** A message to put under one field of the form: its name path and the problem (locale key) or the server's text. */
export interface FieldRefusal {
  name: (string | number)[];
  problem: Problem | null;
  /** the server's own words when no rule of the form says it */
  text: string;
}

const say = (key: string, values?: Problem['values']): Problem => ({ key: `adEditor.rule.${key}`, values });

/** What a 400's field error says, in the form's words (the server names the rule it applied). */
function problemOf(error: FieldError, trackingHost: string): Problem | null {
  if (error.message === VAST_MOST_THREE) return { key: 'adEditor.vast.mostThree' };
  switch (error.rule) {
    case 'unique':
      return say('unique');
    case 'required':
      if (error.field === 'image_ids') return say('imagesRequired');
      if (error.field === 'video_ids') return say('videosRequired');
      if (error.field === 'vast') return say('vastRequired');
      return say('required');
    case 'tracking_host':
      return say('trackingHost', { host: trackingHost.replace(/\/+$/, '') });
    case 'material':
      return say('material');
    case 'type':
      return say('type');
    case 'size':
      // the 400 names the refused images by id only: the rule without the size chosen
      return say('landingSizeOnly', { width: AdLimits.LANDING_WIDTH, height: AdLimits.LANDING_HEIGHT });
    case 'same_size':
      return say('sameSize', { sizes: /\(([^)]*)\)/.exec(error.message)?.[1] ?? '' });
    case 'url':
      return say('url');
    case 'spec':
      return say('vastSpec');
    case 'exists':
      return say('adposMissing');
    default:
      return null;
  }
}

/** The field of the form a business refusal of the catalogue (10400-10403) belongs to. */
const CODE_FIELDS: Record<number, (string | number)[]> = {
  [Code.AD_H5_MMP_GP]: ['h5_url'],
  [Code.AD_ATTRIBUTION_LINK]: ['attribution_link'],
  [Code.AD_VAST_INCOMPLETE]: ['vast'],
  [Code.AD_POSITION_OCCUPIED]: ['placement', 'category'],
};

/**
 * Where a refused save's messages go: each 400 field error under its field (translated by its rule), a catalogue
 * code under the field it is about with its translated text.
 */
export function fieldRefusals(
  outcome: { code: number | null; fields: FieldError[]; text: string | null },
  trackingHost: string,
): FieldRefusal[] {
  const byCode = outcome.code !== null ? CODE_FIELDS[outcome.code] : undefined;
  if (byCode) return [{ name: byCode, problem: null, text: outcome.text ?? '' }];
  return outcome.fields.map((error) => ({
    name: formPathOf(error.field),
    problem: problemOf(error, trackingHost),
    text: error.message,
  }));
}
