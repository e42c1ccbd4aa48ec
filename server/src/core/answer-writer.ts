import { isDeepStrictEqual } from 'node:util';
import { Code } from '@adconsole/contract';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { z } from 'zod';

type Json = Record<string, unknown>;
type Write = (payload: unknown) => string;

/**
 * Keywords that only say which values are valid, not how one is written: left out of the writing schema. The writer
 * builds less code without them, and fast-json-stringify checks its schema as draft 7, which refuses the OpenAPI 3.0
 * form of some (`exclusiveMinimum: true`). `format` goes too: zod answers a formatted string as it is, while
 * fast-json-stringify would rewrite a date or time.
 */
const VALIDATION_ONLY = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);
/** keywords whose value maps names to schemas (a property may be called `format`: it is a name, not a keyword) */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
/** keywords whose value is data, not a schema */
const DATA = new Set(['required', 'enum', 'const', 'default', 'examples', 'type']);

function writingSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(writingSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (SCHEMA_MAPS.has(key)) {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, s]) => [name, writingSchema(s)]));
    } else out[key] = DATA.has(key) ? value : writingSchema(value);
  }
  return out;
}

const ANSWER_REF = 'Answer';

/**
 * The JSON Schema a success envelope is written from: `{code, msg, data}`, `total` before `data` on a paged call (the
 * order of the zod envelope; inside `data` the writer puts an object's required properties before its optional ones).
 * The answer's own definitions (recursive trees) move to the root, where their `#/definitions/...` references point;
 * the answer itself becomes one of them, so a reference to the answer's root (`#`) still finds it. Zod's OpenAPI 3.0
 * form writes a nullable field as `nullable: true` rather than a union, which fast-json-stringify writes with one
 * check instead of validating each branch per answer; other unions would still work (through ajv) but are slower: the
 * contract's answers have none. A transform (a field shared with an input schema) is written as the value stands
 * (`unrepresentable: 'any'`): zod would apply it again.
 */
function envelopeSchema(answer: z.ZodType, paged: boolean): Json {
  const json = z.toJSONSchema(answer, {
    io: 'output',
    target: 'openapi-3.0',
    // an empty registry: the contract's names ($ref to components) are for the API document, the writer inlines
    metadata: z.registry(),
    unrepresentable: 'any',
  }) as Json;
  const { definitions, ...data } = JSON.parse(
    JSON.stringify(json).replaceAll('"$ref":"#"', `"$ref":"#/definitions/${ANSWER_REF}"`),
  ) as Json & { definitions?: Json };
  const properties: Json = {
    code: { type: 'integer' },
    msg: { type: 'string' },
    ...(paged ? { total: { type: 'integer' } } : {}),
    data: { $ref: `#/definitions/${ANSWER_REF}` },
  };
  return writingSchema({
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    definitions: { ...definitions, [ANSWER_REF]: data },
  }) as Json;
}

// built on a call's first answer (a build takes milliseconds; most routes are never called in a process's life) and
// shared by the calls, and the apps of one process, that answer the same schema
const writers = new WeakMap<z.ZodType, { plain?: Write; paged?: Write }>();

/** The writer of a success envelope around `answer` (built once per schema and kind). */
export function successWriter(answer: z.ZodType, paged: boolean): Write {
  let built = writers.get(answer);
  if (!built) {
    built = {};
    writers.set(answer, built);
  }
  const kind = paged ? 'paged' : 'plain';
  built[kind] ??= fastJson(envelopeSchema(answer, paged) as AnySchema) as Write;
  return built[kind];
}

/** The first place (a path into the answer) where two JSON values differ, with each side's value there. */
function difference(written: unknown, expected: unknown, at = ''): string | null {
  if (isDeepStrictEqual(written, expected)) return null;
  if (written && expected && typeof written === 'object' && typeof expected === 'object') {
    const keys = new Set([...Object.keys(written), ...Object.keys(expected)]);
    for (const key of keys) {
      const inner = difference((written as Json)[key], (expected as Json)[key], `${at}/${key}`);
      if (inner) return inner;
    }
  }
  const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v).slice(0, 120));
  return `at ${at || '/'}: written ${show(written)}, zod writes ${show(expected)}`;
}

/** An answer that does not match its declared schema, told by the answer check (the route answers 500). */
export class AnswerShapeError extends Error {
  override name = 'AnswerShapeError';
}

export interface AnswerWriterOptions {
  /** the `data` of a success answer */
  answer: z.ZodType;
  /** `{code, msg, total, data}` (the promotion-app lists) */
  paged: boolean;
  /** the route's declared envelope (success or business failure): what the answer check parses by */
  envelope: z.ZodType;
  /** parse every answer by the envelope too, and refuse one that is not written as zod writes it (tests, `npm run dev`) */
  check: boolean;
}

/**
 * A declared call's JSON answer writer (its route's serializer): a success (`code` 200) is written by
 * fast-json-stringify from the answer's JSON Schema; a business failure, whose `data` is free, as
 * `{code, msg, data}`. The writer does not validate: it leaves out properties the schema does not declare (as zod's
 * parse did), throws on a missing required one, but writes a wrong type as its declared type (a number for a
 * numeric string, "" for a null string). With `check`, each answer is also parsed by the zod envelope, as every answer
 * was before, and the written JSON must equal zod's (an object's keys may come in another order): a service
 * answering the wrong shape, or a schema the writer reads otherwise than zod, fails its test with a 500 (the log
 * names the place).
 */
export function answerWriter({ answer, paged, envelope, check }: AnswerWriterOptions): Write {
  let success: Write | undefined;
  const write: Write = (payload) => {
    const { code, msg, data } = payload as { code: unknown; msg: unknown; data: unknown };
    if (code !== Code.OK) return JSON.stringify({ code, msg, data });
    success ??= successWriter(answer, paged);
    return success(payload);
  };
  if (!check) return write;
  return (payload) => {
    const parsed = envelope.safeParse(payload);
    if (!parsed.success)
      throw new AnswerShapeError(`answer does not match its schema: ${z.prettifyError(parsed.error)}`);
    const written = write(payload);
    // the same JSON, not the same text: the writer puts an object's required properties before its optional ones
    const unlike = difference(JSON.parse(written), JSON.parse(JSON.stringify(parsed.data)));
    if (unlike) throw new AnswerShapeError(`answer written otherwise than zod writes it ${unlike}`);
    return written;
  };
}
