import { type Call, type CallInput, type SchemaName, withQuery } from '@adconsole/contract';

/**
 * The arguments after the call in `api(call, ...)`: the input, optional when every field is; nothing for a call
 * with neither query nor body. Multipart calls stream files, so they are sent by hand and cannot be passed here.
 */
export type CallArgs<C extends Call> = C extends { form: SchemaName }
  ? never
  : C extends { query: SchemaName } | { body: SchemaName }
    ? undefined extends CallInput<C>
      ? [input?: CallInput<C>]
      : // biome-ignore lint/complexity/noBannedTypes: "every field is optional" is `{} extends T`
        {} extends CallInput<C>
        ? [input?: CallInput<C>]
        : [input: CallInput<C>]
    : [];

/** The URL (path plus query string) and the JSON payload (undefined for none) of a declared call with its input. */
export function callRequest(call: Call, input?: unknown): { url: string; payload: unknown } {
  if (call.query)
    return { url: withQuery(call.path, input as Record<string, unknown> | undefined), payload: undefined };
  return { url: call.path, payload: call.body ? input : undefined };
}
