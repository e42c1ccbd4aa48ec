import type { z } from 'zod';
import type { PermissionGroupName } from './access.js';
import type * as schemas from './schemas.js';
import type { ServiceAccess } from './service-access.js';

type Schemas = typeof schemas;

/** The export name of one of the contract's zod schemas (`'tagAddRequest'`); the OpenAPI document uses it too. */
export type SchemaName = { [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never }[keyof Schemas];

/**
 * What a call needs: `public` (no token), `optional` (token used when valid), `session` (any signed-in user),
 * a permission group, whose menu the access catalogue files it under, or `service:<scope>` (an API key carrying that
 * scope, never a session: `service-access.ts`).
 */
export type Access = 'public' | 'optional' | 'session' | PermissionGroupName | ServiceAccess;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, declared once: the server registers its route from it, the access catalogue reads its group, the
 * web and the tests call it through it. Schemas go by export name, so a declaration carries no zod at run time
 * (the sign-in page must load without zod) while its types still follow the schemas.
 */
export interface Call {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** query-string fields */
  readonly query?: SchemaName;
  /** JSON body */
  readonly body?: SchemaName;
  /** multipart/form-data fields; the server reads the parts as they stream in, so this one documents them */
  readonly form?: SchemaName;
  /**
   * A body of text lines in one of these media types (by Content-Type), which the handler reads as it streams in
   * (no JSON body, no schema): the declaration documents the types.
   */
  readonly stream?: readonly string[];
  /** the `data` of a success answer; null for calls that answer `data: null` or a file (`produces`) */
  readonly answer: SchemaName | null;
  /**
   * A call whose success answer is a file of this media type, streamed by its handler, instead of the JSON
   * envelope (a failure is still the JSON envelope).
   */
  readonly produces?: 'text/csv';
  /**
   * A page the spec reads as `{code, msg, total, data}` (the promotion-app lists): `answer` names the rows, the
   * envelope carries `total` beside them, and the handler answers `{total, data}`.
   */
  readonly paged?: true;
}

/**
 * A list's CSV export, declared from the list call: the same method, access (whoever may not read the list may not
 * export it) and filter schema (its paging fields are ignored: the export is every row), at `path`, answering the
 * file; headers in the `Accept-Language` of the request (the console sends its own language).
 */
export const exportOf = <const L extends Call, const P extends string>(list: L, path: P) =>
  ({
    method: list.method,
    path,
    access: list.access,
    ...(list.query ? { query: list.query } : {}),
    ...(list.body ? { body: list.body } : {}),
    answer: null,
    produces: 'text/csv',
  }) as Omit<L, 'path' | 'answer' | 'paged'> & { path: P; answer: null; produces: 'text/csv' };

/** A group of calls (the group's key is the OpenAPI tag); `const` keeps each declaration's literal types. */
export const defineCalls = <const T extends Record<string, Call>>(calls: T): T => calls;

type Input<N> = N extends SchemaName ? z.input<Schemas[N]> : never;
type Output<N> = N extends SchemaName ? z.output<Schemas[N]> : never;

/** The query a caller sends (before defaults and coercion). */
export type CallQuery<C extends Call> = C extends { query: infer N } ? Input<N> : undefined;
/** The query the server's handler receives, parsed. */
export type ParsedQuery<C extends Call> = C extends { query: infer N } ? Output<N> : undefined;
/** The JSON body a caller sends. */
export type CallBody<C extends Call> = C extends { body: infer N } ? Input<N> : undefined;
/** The JSON body the server's handler receives, parsed. */
export type ParsedBody<C extends Call> = C extends { body: infer N } ? Output<N> : undefined;
/** The fields of a multipart call. */
export type CallForm<C extends Call> = C extends { form: infer N } ? Input<N> : never;
/** The `data` of the call's success answer, as the caller reads it. */
export type CallAnswer<C extends Call> = C extends { answer: infer N } ? (N extends null ? null : Output<N>) : never;
/** The `data` the server's handler answers with (before serialisation); `{total, data}` for a `paged` call. */
export type AnswerData<C extends Call> = C extends { answer: infer N }
  ? N extends null
    ? null
    : C extends { paged: true }
      ? { total: number; data: Input<N> }
      : Input<N>
  : never;
/** The whole success envelope a caller reads: `{code, msg, data}`, with `total` beside `data` for a `paged` call. */
export type CallEnvelope<C extends Call> = { code: number; msg: string; data: CallAnswer<C> } & (C extends {
  paged: true;
}
  ? { total: number }
  : unknown);

/** Where the API lives: every call's path starts with one of these; anything else is the console or its files. */
export const API_PREFIXES = ['/v1/', '/v2/'] as const;

/**
 * What a caller passes for a call: its query when it declares one, else its JSON body, else its multipart form
 * (`Form`: FormData in a browser), else nothing.
 */
export type CallInput<C extends Call, Form = never> = C extends { query: SchemaName }
  ? CallQuery<C>
  : C extends { body: SchemaName }
    ? CallBody<C>
    : C extends { form: SchemaName }
      ? Form
      : undefined;

/**
 * A path with its query string as the server reads it back: a list repeats its key (`a=1&a=2`), and an absent,
 * null or empty value is left out (an empty filter is no filter).
 */
export function withQuery(path: string, query?: Record<string, unknown>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}
