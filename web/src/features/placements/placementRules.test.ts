import { PlacementLimits } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  externalIdProblem,
  nameProblem,
  phyposProblem,
  pkgProblem,
  sideProblem,
  takenField,
} from './placementRules';

describe('placement form rules', () => {
  it('refuses a blank or too long name, counting characters', () => {
    expect(nameProblem('   ')).toBe('placements.form.nameRequired');
    expect(nameProblem(' Top banner ')).toBeNull();
    expect(nameProblem('广'.repeat(PlacementLimits.NAME_MAX))).toBeNull();
    expect(nameProblem('x'.repeat(PlacementLimits.NAME_MAX + 1))).toEqual({
      key: 'kit.limit.tooLong',
      values: { max: PlacementLimits.NAME_MAX, count: PlacementLimits.NAME_MAX + 1 },
    });
  });

  it('takes a package name or bundle id of letters, digits, dot, underscore and dash', () => {
    expect(pkgProblem('')).toBe('placements.mediaApp.form.pkgRequired');
    expect(pkgProblem(' com.example.game_2-x ')).toBeNull();
    expect(pkgProblem('com example')).toBe('placements.mediaApp.form.pkgPattern');
    expect(pkgProblem('com/example')).toBe('placements.mediaApp.form.pkgPattern');
  });

  it("takes a platform account's external id as the server does: 3 to 64 letters, digits, _ and -", () => {
    expect(externalIdProblem('  ')).toBe('placements.platformAccount.form.externalRequired');
    expect(externalIdProblem(' act_123-X ')).toBeNull();
    expect(externalIdProblem('ab')).toBe('placements.platformAccount.form.externalPattern');
    expect(externalIdProblem('a'.repeat(65))).toBe('placements.platformAccount.form.externalPattern');
    expect(externalIdProblem('123.456')).toBe('placements.platformAccount.form.externalPattern');
  });

  it('takes a code as the integrations read it: lower case, 2 to 32, starting with a letter or digit', () => {
    expect(codeProblem('')).toBe('placements.form.codeRequired');
    expect(codeProblem('google_ads')).toBeNull();
    expect(codeProblem('Google')).toBe('placements.form.codePattern');
    expect(codeProblem('_ads')).toBe('placements.form.codePattern');
    expect(codeProblem('a')).toBe('placements.form.codePattern');
    expect(codeProblem('a'.repeat(33))).toBe('placements.form.codePattern');
  });

  it("takes a DSP's placement id of letters, digits and . _ : -", () => {
    expect(phyposProblem(' ')).toBe('placements.mapping.form.phyposRequired');
    expect(phyposProblem('tt:slot-10_000.a')).toBeNull();
    expect(phyposProblem('slot 1')).toBe('placements.mapping.form.phyposPattern');
    expect(phyposProblem('x'.repeat(PlacementLimits.PHYPOS_MAX + 1))).toMatchObject({ key: 'kit.limit.tooLong' });
  });

  it('takes a side of whole pixels from 1 to the limit', () => {
    expect(sideProblem(undefined)).toBe('placements.adPosition.form.sideRequired');
    expect(sideProblem(12.5)).toBe('placements.adPosition.form.sideRequired');
    expect(sideProblem(0)).toMatchObject({ key: 'placements.adPosition.form.sideRange' });
    expect(sideProblem(PlacementLimits.SIDE_MAX + 1)).toMatchObject({ key: 'placements.adPosition.form.sideRange' });
    expect(sideProblem(320)).toBeNull();
  });

  it('puts a taken value under the field the server names, when the form has it', () => {
    const taken = { kind: 'dsp_mapping' as const, field: 'adpos_id', value: '12', id: 7 };
    expect(takenField(taken, ['dsp_id', 'adpos_id', 'phypos_id'])).toBe('adpos_id');
    expect(takenField(taken, ['name', 'code'])).toBeNull();
    expect(takenField(null, ['name'])).toBeNull();
  });
});
