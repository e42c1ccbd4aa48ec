import {
  Code,
  type PlacementInUseData,
  type PlacementKind,
  type PlacementTakenData,
  type PlacementUser,
} from '@adconsole/contract';
import type { TFunction } from 'i18next';

const record = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

/** The `data` of an "in use" refusal, when it has the contract's shape (else null: the code's text alone). */
export function inUseData(data: unknown): PlacementInUseData | null {
  const d = record(data);
  if (typeof d.name !== 'string' || typeof d.total !== 'number' || !Array.isArray(d.users)) return null;
  return d as unknown as PlacementInUseData;
}

/** The `data` of a "taken" refusal: which field, and the entry that already has the value. */
export function takenData(data: unknown): PlacementTakenData | null {
  const d = record(data);
  return typeof d.field === 'string' && typeof d.id === 'number' ? (d as unknown as PlacementTakenData) : null;
}

/** One user of an entry as a line: its kind, name and id, and the advertiser account it belongs to. */
export function userLine(user: PlacementUser, t: TFunction): string {
  const kind = t(`placements.inUse.kind.${user.kind}`);
  const account = user.account_name ? ` · ${t('placements.inUse.account', { name: user.account_name })}` : '';
  return `${kind} “${user.name}” (#${user.id})${account}`;
}

/** What an "in use" refusal says: a lead, a line per user named, "and N more", and what to do first. */
export interface InUseText {
  title: string;
  lead: string;
  lines: string[];
  more: string | null;
  hint: string;
}

/** The words of an "in use" refusal of an entry of `kind` (the data's kind wins when it has one). */
export function inUseText(data: PlacementInUseData, kind: PlacementKind, t: TFunction): InUseText {
  const shown = data.users.length;
  return {
    title: t('placements.cannotDelete', { name: data.name }),
    lead: t('placements.inUse.lead', { total: data.total }),
    lines: data.users.map((user) => userLine(user, t)),
    more: data.total > shown ? t('placements.inUse.more', { count: data.total - shown }) : null,
    hint: t(`placements.inUse.hint.${data.kind ?? kind}`),
  };
}

/**
 * The one-line text of a placement refusal (toasts and the request layer's wording): an "in use" refusal names its
 * users; every other code has its `errors.<code>` text.
 */
export function placementRefusal(code: number, data: unknown, fallback: string, t: TFunction): string {
  const inUse = code === Code.PLACEMENT_IN_USE ? inUseData(data) : null;
  if (!inUse) return fallback;
  const words = inUseText(inUse, inUse.kind, t);
  return [words.title, words.lead, words.lines.join('; '), words.more].filter(Boolean).join(' ');
}
