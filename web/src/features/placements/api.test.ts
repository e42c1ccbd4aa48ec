import { Code } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/request';
import { settleSave } from './api';

const FIELDS = ['name', 'code'] as const;
const envelope = (code: number, data: unknown = null) => ({ envelope: { code, msg: 'refused', data } });

describe('a catalogue dialog settles its save', () => {
  it('closes on success', () => {
    expect(settleSave(envelope(Code.OK, { id: 3 }), FIELDS)).toBe(true);
  });

  it('puts a value another entry has under its field, naming that entry', () => {
    const taken = envelope(Code.PLACEMENT_TAKEN, { kind: 'dsp', field: 'code', value: 'ttd', id: 7 });
    expect(settleSave(taken, FIELDS)).toEqual([{ name: 'code', errors: ['Already used by #7'] }]);
  });

  it('keeps a taken field it does not have, and other refusals, as a toast: the dialog stays open', () => {
    const elsewhere = envelope(Code.PLACEMENT_TAKEN, { kind: 'dsp_mapping', field: 'adpos_id', value: '1', id: 2 });
    expect(settleSave(elsewhere, FIELDS)).toBe(false);
    expect(settleSave(envelope(Code.NOT_EXISTS, { ids: [4] }), FIELDS)).toBe(false);
  });

  it("places a 400's field errors under the form's own fields", () => {
    const error = new ApiError('http', 'bad', 400, 400, {
      errors: [
        { field: 'code', rule: 'invalid_format', message: 'lower-case letters' },
        { field: 'other', rule: 'x', message: 'not in the form' },
      ],
    });
    expect(settleSave({ error }, FIELDS)).toEqual([{ name: 'code', errors: ['lower-case letters'] }]);
    expect(settleSave({ error: new ApiError('network', 'down', 0) }, FIELDS)).toBe(false);
  });
});
