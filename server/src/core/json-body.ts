import type { FastifyInstance } from 'fastify';
import { fieldError } from './field-error.js';

/**
 * How deeply arrays and objects may nest in a JSON body. The deepest request the contract declares nests about 4
 * levels (a log's `other`, a material's `element`); a body nested thousands deep is an attack on every recursive
 * step after the parser (schema checks, logging, storing), so it is refused before any of them sees it.
 */
export const JSON_DEPTH_MAX = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The nesting depth of a JSON text, counted in one pass over its characters without recursion, stopping as soon as
 * it passes `limit` (so a hostile body costs no more than reading it). Brackets inside strings do not count; the
 * text need not be valid JSON (the parser judges that afterwards).
 */
export function jsonDepthExceeds(text: string, limit: number = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces the app's JSON body parser with Fastify's own (secure-json-parse, prototype poisoning refused) behind a
 * nesting cap: a body nested deeper than JSON_DEPTH_MAX answers 400 naming the body and the rule. Registered on the
 * root instance before any route, so every JSON body of every call goes through it.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands a string; the type also allows the Buffer of parseAs 'buffer'
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text)) {
      done(fieldError('body', 'depth', `JSON nested deeper than ${JSON_DEPTH_MAX} levels`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
