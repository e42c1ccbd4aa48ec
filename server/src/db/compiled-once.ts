import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A query built by Kysely once per shape and dialect, its compiled SQL kept and run again with each call's values.
 *
 * Building a hot list's query (its filters, order and page) and compiling it to SQL cost about a sixth of the list's
 * time per call, as much as a bare server spends on the whole call's queries. The builder stays the source of the
 * SQL: `build` is called once per shape with stand-ins for the values, and the positions of the stand-ins among
 * the compiled parameters are where each call's values go.
 *
 * What `build` may see of a call, and so what the cache is keyed by:
 * - `shape`: values written into the text (a sort direction, a literal LIMIT), passed as they are;
 * - `params`: the values it binds. Each non-empty string and non-zero number (alone or in a list) reaches `build` as
 *   a stand-in that throws when turned into a primitive (arithmetic, a template, a regular expression, `sql.lit`),
 *   so a value can be bound but not looked into; `build` may only test its presence. What a test could tell apart
 *   is in the key: undefined, null, '', 0 and booleans are passed as they are, a list by its length.
 * Every stand-in handed to `build` must be bound by its query (else the value would be ignored, or the answer
 * depend on something the key does not hold): build with exactly the params a shape binds.
 *
 * The SQL text depends on the dialect only (the app registers no Kysely plugin, the one thing that could make two
 * handles of one dialect compile differently; checked), so a transaction uses the text its database compiled, and
 * runs it on itself.
 */
export interface CompiledOnce<H, S, P, O> {
  (db: H, shape: S, params: P): Promise<O[]>;
  /** The same query built with the call's own values, compiled and run as Kysely does (for calls with values a
   * shape cannot hold, such as text turned into a pattern). */
  direct(db: H, shape: S, params: P): Promise<O[]>;
}

/** What a query binds: numbers and strings, alone or in lists; booleans, null and undefined are part of its shape. */
type Bound = string | number | boolean | bigint | null | undefined;
export type BoundParams = { readonly [name: string]: Bound | readonly Bound[] };
/** What a query writes into its text. */
export type Shape = { readonly [name: string]: string | number | boolean | null | undefined };

/** The shape of a query whose text no value changes. */
export type NoShape = Record<string, never>;

/** Past this many shapes of one query and dialect, the oldest is dropped (list lengths come from callers). */
const SHAPES_MAX = 200;

/** The stand-in for one bound value: param `name`, item `item` of a list (-1: not a list). */
class StandIn {
  constructor(
    readonly name: string,
    readonly item: number,
  ) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`compiledOnce: the value of "${this.name}" was read while building; put it in the shape`);
  }
}

interface Compiled {
  query: CompiledQuery;
  /** [position among the parameters, param name, list item or -1] */
  slots: [number, string, number][];
}

/** A database handle or transaction. */
export type CompiledHandle = Pick<Kysely<unknown>, 'executeQuery' | 'getExecutor'>;

/** Builds `build`'s query once per shape and dialect, and runs its SQL with each call's values (see CompiledOnce). */
export function compiledOnce<H extends CompiledHandle, S extends Shape, P extends BoundParams, O>(
  build: (db: H, shape: S, params: P) => Compilable<O>,
): CompiledOnce<H, S, P, O> {
  const byDialect = new WeakMap<object, Map<string, Compiled>>();

  const fill = (db: H, shape: S, params: P): Compiled => {
    if (db.getExecutor().plugins.length) throw new Error('compiledOnce: a handle with Kysely plugins');
    const handed = new Map<StandIn, boolean>();
    const standIn = (name: string, item: number, v: Bound) => {
      if (!isBound(v)) return v;
      const s = new StandIn(name, item);
      handed.set(s, false);
      return s;
    };
    const stood: Record<string, unknown> = {};
    for (const [name, v] of Object.entries(params)) {
      stood[name] = Array.isArray(v) ? v.map((x, i) => standIn(name, i, x)) : standIn(name, -1, v as Bound);
    }
    const query = build(db, shape, stood as P).compile();
    const slots: Compiled['slots'] = [];
    query.parameters.forEach((p, at) => {
      if (!(p instanceof StandIn)) return;
      if (!handed.has(p)) throw new Error(`compiledOnce: "${p.name}" came from another build`);
      handed.set(p, true);
      slots.push([at, p.name, p.item]);
    });
    for (const [s, used] of handed) {
      if (!used) throw new Error(`compiledOnce: "${s.name}" is not bound by the query built for it`);
    }
    return { query, slots };
  };

  const run = async (db: H, shape: S, params: P): Promise<O[]> => {
    const dialect = (db.getExecutor().adapter as object).constructor;
    let made = byDialect.get(dialect);
    if (!made) {
      made = new Map();
      byDialect.set(dialect, made);
    }
    const key = keyOf(shape, params);
    let compiled = made.get(key);
    if (!compiled) {
      compiled = fill(db, shape, params);
      if (made.size >= SHAPES_MAX) made.delete(made.keys().next().value!);
      made.set(key, compiled);
    }
    const values = compiled.query.parameters.slice();
    for (const [at, name, item] of compiled.slots) {
      const v = params[name];
      values[at] = item < 0 ? v : (v as readonly Bound[])[item];
    }
    const result = await db.executeQuery<O>({ ...compiled.query, parameters: values } as CompiledQuery<O>);
    return result.rows;
  };

  run.direct = async (db: H, shape: S, params: P) => (await db.executeQuery(build(db, shape, params))).rows;
  return run;
}

/** A value bound as a parameter (a stand-in while building), as opposed to one the key holds. */
function isBound(v: Bound): boolean {
  return (typeof v === 'string' && v !== '') || (typeof v === 'number' && v !== 0) || typeof v === 'bigint';
}

/** What the key holds of a value: bound ('?'), or the value itself when `build` sees it as it is. */
function classOf(v: Bound): string {
  if (isBound(v)) return '?';
  if (v === undefined || v === null || v === '' || v === 0 || typeof v === 'boolean') return JSON.stringify(v) ?? 'u';
  throw new TypeError(`compiledOnce: cannot bind ${typeof v}`);
}

/** The shape's values, and of each param what `build` may see: its class, a list's length and items' classes. */
function keyOf(shape: Shape, params: BoundParams): string {
  let key = '';
  for (const name in shape) key += `${name}=${JSON.stringify(shape[name]) ?? 'u'};`;
  key += '|';
  for (const name in params) {
    const v = params[name];
    if (Array.isArray(v)) {
      key += `${name}[`;
      for (const x of v) key += `${classOf(x)},`;
      key += '];';
    } else key += `${name}:${classOf(v as Bound)};`;
  }
  return key;
}
