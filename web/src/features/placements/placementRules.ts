import {
  adPlatformAccountCreate,
  MEDIA_PKG_PATTERN,
  PHYPOS_PATTERN,
  PLACEMENT_CODE_PATTERN,
  PlacementLimits,
  type PlacementTakenData,
} from '@adconsole/contract';
import { tooLongProblem } from '../../kit/fieldRules';
import type { Problem } from '../../kit/ruleOf';

// The checks the catalogue forms run as the user types, from the contract's patterns and limits, so a form refuses
// what the server refuses (and says why in the interface language). Values are read trimmed, as the server does.

// the forms' inputs take their counter from the kit's textLimit; the overflow is refused here, in its words
const tooLong = tooLongProblem;

/** A catalogue entry's name: not blank, at most NAME_MAX characters. */
export function nameProblem(value: string): Problem | null {
  const text = value.trim();
  if (!text) return 'placements.form.nameRequired';
  return tooLong(text, PlacementLimits.NAME_MAX);
}

/** A media app's package name or bundle id. */
export function pkgProblem(value: string): Problem | null {
  const text = value.trim();
  if (!text) return 'placements.mediaApp.form.pkgRequired';
  if (!MEDIA_PKG_PATTERN.test(text)) return 'placements.mediaApp.form.pkgPattern';
  return tooLong(text, PlacementLimits.PKG_NAME_MAX);
}

/** A DSP's or ad platform's code: the integrations' lower-case name. */
export function codeProblem(value: string): Problem | null {
  const text = value.trim();
  if (!text) return 'placements.form.codeRequired';
  return PLACEMENT_CODE_PATTERN.test(text) ? null : 'placements.form.codePattern';
}

/** A DSP's own placement id. */
export function phyposProblem(value: string): Problem | null {
  const text = value.trim();
  if (!text) return 'placements.mapping.form.phyposRequired';
  if (!PHYPOS_PATTERN.test(text)) return 'placements.mapping.form.phyposPattern';
  return tooLong(text, PlacementLimits.PHYPOS_MAX);
}

/** A platform account's id on its platform: the contract's own rule (3-64 letters, digits, `_` and `-`). */
export function externalIdProblem(value: string): Problem | null {
  if (!value.trim()) return 'placements.platformAccount.form.externalRequired';
  return adPlatformAccountCreate.shape.external_id.safeParse(value).success
    ? null
    : 'placements.platformAccount.form.externalPattern';
}

/** An ad position's width or height: whole pixels from 1 to SIDE_MAX. */
export function sideProblem(value: unknown): Problem | null {
  if (value === undefined || value === null || value === '') return 'placements.adPosition.form.sideRequired';
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'placements.adPosition.form.sideRequired';
  return value < 1 || value > PlacementLimits.SIDE_MAX
    ? { key: 'placements.adPosition.form.sideRange', values: { max: PlacementLimits.SIDE_MAX } }
    : null;
}

/**
 * Where a "taken" refusal belongs in a form: the field the server names, when the form has it (a DSP mapping taken
 * by its ad position is told under the ad position); null leaves it to the refusal's text.
 */
export function takenField<Name extends string>(data: PlacementTakenData | null, names: readonly Name[]): Name | null {
  if (!data) return null;
  return (names as readonly string[]).includes(data.field) ? (data.field as Name) : null;
}
