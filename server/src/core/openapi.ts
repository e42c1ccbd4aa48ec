import { isServiceAccess } from '@adconsole/contract';
import { registerContractSchemas } from '@adconsole/contract/registry';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The security scheme of the session token, sent in the `token` header (not `Authorization`: the spec's name). */
export const TOKEN_SCHEME = 'token';
/** service calls: an API key as `Authorization: Bearer <key>` */
export const API_KEY_SECURITY = 'apiKey';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * For the API document only: the fields of a multipart body. Fastify does not validate it (a `body` schema would
     * refuse the unparsed body); the handler checks the parts as they stream in.
     */
    multipartForm?: unknown;
    /** For the API document only: the media type of a call's file answer, beside the JSON of a failure. */
    fileAnswer?: string;
    /** For the API document only: the media types of a body of lines the handler reads as a stream. */
    streamBody?: readonly string[];
  }
}

type Json = Record<string, unknown>;
type Schemas = Record<string, Json>;

const REF_PREFIX = '#/components/schemas/';
// the library's suffix for a schema's request (input) shape, beside the answer (output) shape under the bare name
const INPUT_SUFFIX = 'Input';
const toJson = { zodToJsonConfig: { target: 'openapi-3.0' as const } };
const routeTransform = createJsonSchemaTransform(toJson);
const componentsTransform = createJsonSchemaTransformObject(toJson);

/** Every `$ref` name under `value`. */
function refsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsIn(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(REF_PREFIX)) into.add(v.slice(REF_PREFIX.length));
      else refsIn(v, into);
    }
  }
  return into;
}

/**
 * Keeps the components the calls reach (the library emits an input and an output shape of every registered schema),
 * and gives an input shape the contract's own name when its output twin is not used (`MaterialListQueryInput` ->
 * `MaterialListQuery`): only a schema used both ways keeps the suffix on its request side.
 */
function tidy(doc: Json, schemas: Schemas): Json {
  const used = refsIn(doc.paths, new Set());
  for (const name of used) refsIn(schemas[name], used);
  const rename = new Map<string, string>();
  for (const name of used) {
    const bare = name.slice(0, -INPUT_SUFFIX.length);
    if (name.endsWith(INPUT_SUFFIX) && !used.has(bare)) rename.set(name, bare);
  }
  const kept = Object.fromEntries([...used].sort().map((name) => [rename.get(name) ?? name, schemas[name]]));
  const text = JSON.stringify({ ...doc, components: { ...(doc.components as Json), schemas: kept } });
  return JSON.parse(
    text.replace(/"#\/components\/schemas\/([^"]+)"/g, (ref, name: string) =>
      rename.has(name) ? `"${REF_PREFIX}${rename.get(name)}"` : ref,
    ),
  );
}

/** The @fastify/swagger options: contract schemas as named components, the token scheme on the calls that need it. */
export function openapiOptions(version: string): FastifyDynamicSwaggerOptions {
  registerContractSchemas();
  let components: Schemas | undefined;
  const componentSchemas = (): Schemas => {
    components ??= (componentsTransform({ openapiObject: { openapi: '3.0.3' } }) as Json & { components: Json })
      .components.schemas as Schemas;
    return components;
  };
  return {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'AdConsole API', version },
      components: {
        securitySchemes: {
          [TOKEN_SCHEME]: { type: 'apiKey', in: 'header', name: TOKEN_SCHEME },
          [API_KEY_SECURITY]: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform(input) {
      const { multipartForm, fileAnswer, streamBody, ...declared } = input.schema ?? {};
      const out = routeTransform(
        multipartForm || fileAnswer || streamBody
          ? { ...input, schema: { ...declared, ...(multipartForm ? { body: multipartForm } : {}) } }
          : input,
      );
      const schema = (out.schema ?? {}) as Json;
      if (schema.hide) return out;
      if (streamBody) {
        // one line per record, no JSON body: documented as text in each media type
        schema.consumes = [...streamBody];
        schema.body = { type: 'string', description: `lines of ${streamBody.join(' or ')}` };
      }
      if (fileAnswer) {
        // success is the file; a failure still the JSON envelope
        const failure = (schema.response as Json)[200];
        const content = { [fileAnswer]: { schema: { type: 'string' } }, 'application/json': { schema: failure } };
        schema.response = { 200: { description: `${fileAnswer}, or the JSON of a failure`, content } };
      }
      // query, path and header fields become one parameter each, which @fastify/swagger cannot do through a $ref
      for (const part of ['querystring', 'params', 'headers']) {
        const ref = (schema[part] as Json | undefined)?.$ref;
        if (typeof ref === 'string') schema[part] = structuredClone(componentSchemas()[ref.slice(REF_PREFIX.length)]);
      }
      // the access guard's default: a route is closed unless it says otherwise
      const access = input.route.config?.access ?? 'session';
      const token = { [TOKEN_SCHEME]: [] };
      schema.security = isServiceAccess(access)
        ? [{ [API_KEY_SECURITY]: [] }]
        : access === 'public'
          ? []
          : access === 'optional'
            ? [token, {}]
            : [token];
      return { ...out, schema };
    },
    transformObject: (input) => tidy(('openapiObject' in input ? input.openapiObject : {}) as Json, componentSchemas()),
  };
}
