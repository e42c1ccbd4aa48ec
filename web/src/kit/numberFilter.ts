import { DEFAULT_DECIMALS } from './constants';

/** Why a number filter changed or refuses a value; each has a `kit.number.<notice>` message. */
export type NumberNotice = 'chars' | 'dot' | 'leadingDot' | 'trailingDot' | 'decimals' | 'min' | 'max';

/** Bounds and precision of a number filter; every part optional. */
export interface NumberRule {
  min?: number;
  max?: number;
  /** decimal places a decimal filter keeps (default 2) */
  decimals?: number;
}

/** A filtered value and the first rule that changed it, if any. */
export interface NumberFilterResult {
  value: string;
  notice: NumberNotice | null;
}

// "0012" reads as 12, but the zero before a dot stays ("0.5").
function dropLeadingZeros(text: string): string {
  return text.replace(/^0+(?=\d)/, '');
}

/** Filters typing in a decimal input: digits and one dot, a leading dot becomes "0.", at most `decimals` places. */
export function typeDecimal(raw: string, decimals: number = DEFAULT_DECIMALS): NumberFilterResult {
  let notice: NumberNotice | null = null;
  const note = (n: NumberNotice) => {
    notice ??= n;
  };
  let text = raw.replace(/[^\d.]/g, '');
  if (text !== raw) note('chars');
  const dot = text.indexOf('.');
  if (dot !== -1) {
    const single = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
    if (single !== text) note('dot');
    text = single;
  }
  if (text.startsWith('.')) {
    note('leadingDot');
    text = `0${text}`;
  }
  const [whole = '', fraction] = text.split('.');
  if (fraction !== undefined && (decimals <= 0 || fraction.length > decimals)) {
    note('decimals');
    text = decimals <= 0 ? whole : `${whole}.${fraction.slice(0, decimals)}`;
  }
  return { value: dropLeadingZeros(text), notice };
}

function clamp(value: string, rule: NumberRule, first: NumberNotice | null): NumberFilterResult {
  if (value === '') return { value, notice: first };
  const n = Number(value);
  if (rule.min !== undefined && n < rule.min) return { value: String(rule.min), notice: first ?? 'min' };
  if (rule.max !== undefined && n > rule.max) return { value: String(rule.max), notice: first ?? 'max' };
  return { value, notice: first };
}

/** Settles a decimal input when it loses focus: typing rules, no trailing dot, clamped into min..max. */
export function settleDecimal(raw: string, rule: NumberRule = {}): NumberFilterResult {
  const typed = typeDecimal(raw, rule.decimals);
  let { value } = typed;
  let notice = typed.notice;
  if (value.endsWith('.')) {
    value = value.slice(0, -1);
    notice ??= 'trailingDot';
  }
  return clamp(value, rule, notice);
}

/** Checks a finished decimal text against the rule without changing it: null when it passes (empty passes). */
export function checkDecimal(text: string, rule: NumberRule = {}): NumberNotice | null {
  if (text === '') return null;
  if (/[^\d.]/.test(text)) return 'chars';
  if (text.indexOf('.') !== text.lastIndexOf('.')) return 'dot';
  if (text.startsWith('.')) return 'leadingDot';
  if (text.endsWith('.')) return 'trailingDot';
  const fraction = text.split('.')[1];
  if (fraction !== undefined && fraction.length > (rule.decimals ?? DEFAULT_DECIMALS)) return 'decimals';
  return checkBounds(Number(text), rule);
}

function checkBounds(n: number, rule: NumberRule): NumberNotice | null {
  if (rule.min !== undefined && n < rule.min) return 'min';
  if (rule.max !== undefined && n > rule.max) return 'max';
  return null;
}

/** Filters typing in an integer input: digits only. */
export function typeInteger(raw: string): NumberFilterResult {
  const text = raw.replace(/\D/g, '');
  return { value: dropLeadingZeros(text), notice: text === raw ? null : 'chars' };
}

/** Settles an integer input when it loses focus: digits only, clamped into min..max. */
export function settleInteger(raw: string, rule: NumberRule = {}): NumberFilterResult {
  const typed = typeInteger(raw);
  return clamp(typed.value, rule, typed.notice);
}

/** Checks a finished integer text against the rule without changing it: null when it passes (empty passes). */
export function checkInteger(text: string, rule: NumberRule = {}): NumberNotice | null {
  if (text === '') return null;
  if (/\D/.test(text)) return 'chars';
  return checkBounds(Number(text), rule);
}
