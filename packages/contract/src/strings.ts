import { z } from 'zod';
import { nameProblem, textProblem } from './text-rules.js';

// The one door for text into a request: every string field of every request schema (body, query, form) starts from
// `safeString()` or `safeName()`, free JSON from `safeJson()`. A unit test walks every declared call's request
// schemas and fails on a string or a free JSON value that does not carry these checks (strings.test.ts).

/** Refuses NUL and lone surrogates; the marker the request-schema walk looks for on every string. */
export const safeTextCheck = z.superRefine((value: string, ctx) => {
  const problem = textProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

/** Refuses control, bidirectional and zero-width characters in a name (after NFC). */
const safeNameCheck = z.superRefine((value: string, ctx) => {
  const problem = nameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

/** The request string: no NUL, no lone surrogate. Chain trims and limits after it, as on `z.string()`. */
export const safeString = () => z.string().check(safeTextCheck);

/**
 * A name people read in lists (of a thing, an account, a login): a safe string, trimmed and normalised to NFC (so
 * two spellings of "é" are one name), without control, bidirectional or zero-width characters inside.
 */
export const safeName = () => safeString().trim().normalize('NFC').check(safeNameCheck);

/** A filter over names: normalised like the names it is matched against, but nothing refused beyond a safe string. */
export const nameFilter = () => safeString().normalize('NFC');

/** The first unfit string (value or key) inside a free JSON value, with its path; walked without recursion. */
export function jsonTextProblem(value: unknown): { path: (string | number)[]; message: string } | null {
  // each item links to its parent, so the path is built once, for the bad string only
  interface Item {
    value: unknown;
    key: string | number | null;
    parent: Item | null;
  }
  const pathOf = (item: Item): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let at: Item | null = item; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Item[] = [{ value, key: null, parent: null }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const v = item.value;
    if (typeof v === 'string') {
      const message = textProblem(v);
      if (message) return { path: pathOf(item), message };
    } else if (Array.isArray(v)) {
      for (const [i, el] of v.entries()) stack.push({ value: el, key: i, parent: item });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, el] of Object.entries(v)) {
        const entry: Item = { value: el, key, parent: item };
        const message = textProblem(key);
        if (message) return { path: pathOf(entry), message: `key ${message}` };
        stack.push(entry);
      }
    }
  }
  return null;
}

/** Refuses NUL and lone surrogates anywhere in a free JSON value; the marker the walk looks for on `unknown`. */
export const safeJsonCheck = z.superRefine((value: unknown, ctx) => {
  const found = jsonTextProblem(value);
  if (found) ctx.addIssue({ code: 'custom', message: found.message, path: found.path, input: value });
});

/** A free JSON value from a request (a log's `other`), with the text rules applied to every string in it. */
export const safeJson = () => z.unknown().check(safeJsonCheck);
