// An emoji is a pictograph shown in colour by default, a text pictograph forced to emoji style (U+FE0F), anything in
// the astral emoji blocks, or a keycap; skin tones, ZWJ joins and flag tags ride along. Text-style symbols such as
// the copyright sign stay, since names of apps and companies carry them.
const EMOJI_CORE = String.raw`(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[\u{1F000}-\u{1FAFF}]|[#*0-9]\uFE0F?\u20E3)`;
const EMOJI_TAIL = String.raw`(?:[\u{1F3FB}-\u{1F3FF}\uFE0F\u{E0020}-\u{E007F}]|\u200D(?:\p{Extended_Pictographic}|\p{Emoji_Presentation})\uFE0F?)*`;
const EMOJI = new RegExp(`${EMOJI_CORE}${EMOJI_TAIL}`, 'gu');

/** What to do with emoji in a text filter: refuse the change, or drop the emoji and keep the rest. */
export type EmojiMode = 'reject' | 'strip';

/** True when the text holds at least one emoji. */
export function hasEmoji(text: string): boolean {
  EMOJI.lastIndex = 0;
  const found = EMOJI.test(text);
  EMOJI.lastIndex = 0;
  return found;
}

/** The text without its emoji. */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '');
}

/** Outcome of a text filter: the value to keep, and whether the user must be warned about emoji. */
export interface TextFilterResult {
  value: string;
  warned: boolean;
}

/**
 * Filters one change of a text input: with emoji, `reject` keeps the previous value and `strip` keeps the new one
 * without them; both warn.
 */
export function filterTextChange(previous: string, next: string, mode: EmojiMode): TextFilterResult {
  if (!hasEmoji(next)) return { value: next, warned: false };
  return { value: mode === 'reject' ? previous : stripEmoji(next), warned: true };
}

/**
 * Cleans a text filter's value before it is searched for: emoji handled by `mode` (reject answers null so the search
 * does not run), surrounding spaces trimmed.
 */
export function cleanSearchText(text: string, mode: EmojiMode): TextFilterResult & { rejected: boolean } {
  if (!hasEmoji(text)) return { value: text.trim(), warned: false, rejected: false };
  if (mode === 'reject') return { value: text, warned: true, rejected: true };
  return { value: stripEmoji(text).trim(), warned: true, rejected: false };
}
