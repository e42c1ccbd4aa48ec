import { type Call, type CallAnswer, type CallEnvelope, type CallInput, Code, callEntry } from '@adconsole/contract';
import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Outcome, outcomeOf, type RefusalWording } from './outcome';
import { type ApiArgs, ApiError, api } from './request';

/**
 * The cache key of a call's answer: its area and key as the contract names them (`calls.campaigns.list` →
 * `['campaigns', 'list', input]`), so a change in an area refetches everything of it by invalidating `[area]`.
 */
export function callKey<C extends Call>(call: C, input?: CallInput<C, FormData> | null): QueryKey {
  const { area, key } = callEntry(call);
  return input === undefined ? [area, key] : [area, key, input];
}

/** Options of {@link useCall}: TanStack's, and the key when an area groups its cache otherwise than by call. */
export type UseCallOptions<C extends Call, T = CallAnswer<C>> = Omit<
  UseQueryOptions<CallAnswer<C>, Error, T>,
  'queryKey' | 'queryFn' | 'enabled'
> & {
  /** The cache key, by default {@link callKey}: give it when the area invalidates a group wider than the call's. */
  queryKey?: QueryKey;
  enabled?: boolean;
};

/**
 * The answer's data; a business refusal (code 10000 and above: "campaign 9 does not exist") rejects as an ApiError with
 * its code, so a query fails with it instead of passing the refusal's data on as if it were the answer.
 */
export function refusedAsError<T>(envelope: { code: number; msg: string; data: T }): T {
  if (envelope.code >= 10000) throw new ApiError('api', envelope.msg, 200, envelope.code, envelope.data);
  return envelope.data;
}

/** A query that failed because the record it reads is not there (deleted, or a bad id in the address). */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === Code.NOT_EXISTS || error.status === 404);

/**
 * The `data` of one declared call as a TanStack query (`useCall(calls.tags.tree, {module: 2})`); a null input (no
 * campaign open yet) keeps it idle.
 */
export function useCall<C extends Call, T = CallAnswer<C>>(
  call: C,
  input: CallInput<C, FormData> | null,
  { queryKey, enabled = true, ...options }: UseCallOptions<C, T> = {},
): UseQueryResult<T> {
  return useQuery({
    ...options,
    queryKey: queryKey ?? callKey(call, input),
    queryFn: async ({ signal }) => refusedAsError(await api(call, ...([input, { signal }] as unknown as ApiArgs<C>))),
    enabled: enabled && input !== null,
  });
}

/** Options of {@link useCallMutation}. */
export interface CallMutationOptions {
  /** Answer an {@link Outcome} worded so (`{}`: business codes through `errors.<code>`); the bare envelope if left out. */
  refusals?: RefusalWording;
  /** The cache groups a change refetches once it went through (an envelope with code 200, an outcome that is ok). */
  invalidates?: readonly QueryKey[];
  /** False sends it as any call: the request layer then also shows a 400 and a failure code itself. */
  quiet?: boolean;
}

type CallMutation<C extends Call, R> = UseMutationResult<R, Error, CallInput<C, FormData>>;

/**
 * One declared call as a TanStack mutation, sent quietly unless told otherwise: the caller explains a 400's fields and business refusals
 * (sorted into an {@link Outcome} when `refusals` is given); everything else the request layer has already told.
 */
export function useCallMutation<C extends Call>(
  call: C,
  options: CallMutationOptions & { refusals: RefusalWording },
): CallMutation<C, Outcome<CallAnswer<C>>>;
export function useCallMutation<C extends Call>(
  call: C,
  options?: CallMutationOptions,
): CallMutation<C, CallEnvelope<C>>;
export function useCallMutation<C extends Call>(
  call: C,
  { refusals, invalidates = [], quiet = true }: CallMutationOptions = {},
): CallMutation<C, Outcome<CallAnswer<C>> | CallEnvelope<C>> {
  const client = useQueryClient();
  return useMutation<Outcome<CallAnswer<C>> | CallEnvelope<C>, Error, CallInput<C, FormData>>({
    mutationFn: (input) => {
      const sent = api(call, ...([input, { quiet }] as unknown as ApiArgs<C>));
      return refusals ? outcomeOf(sent, refusals) : sent;
    },
    onSuccess: async (ending) => {
      const through = 'ok' in ending ? ending.ok : ending.code === Code.OK;
      if (through) await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** A save over two calls: pending while either runs; `mutateAsync` sends a body to the one it belongs to. */
export interface CallPair<I, R> {
  isPending: boolean;
  mutateAsync: (body: I) => Promise<R>;
}

/**
 * A form's save over a create call and an edit call with the same options: a body that carries `id` edits, any
 * other creates.
 */
export function useCreateOrEdit<C extends Call, E extends Call>(
  create: C,
  edit: E,
  options: CallMutationOptions & { refusals: RefusalWording },
): CallPair<CallInput<C, FormData> | CallInput<E, FormData>, Outcome<CallAnswer<C>> | Outcome<CallAnswer<E>>>;
export function useCreateOrEdit<C extends Call, E extends Call>(
  create: C,
  edit: E,
  options?: CallMutationOptions,
): CallPair<CallInput<C, FormData> | CallInput<E, FormData>, CallEnvelope<C> | CallEnvelope<E>>;
export function useCreateOrEdit<C extends Call, E extends Call>(
  create: C,
  edit: E,
  options?: CallMutationOptions,
): CallPair<
  CallInput<C, FormData> | CallInput<E, FormData>,
  Outcome<CallAnswer<C>> | Outcome<CallAnswer<E>> | CallEnvelope<C> | CallEnvelope<E>
> {
  const created = useCallMutation(create, options);
  const edited = useCallMutation(edit, options);
  return {
    isPending: created.isPending || edited.isPending,
    mutateAsync: (body: CallInput<C, FormData> | CallInput<E, FormData>) =>
      typeof body === 'object' && body !== null && 'id' in body
        ? edited.mutateAsync(body as CallInput<E, FormData>)
        : created.mutateAsync(body as CallInput<C, FormData>),
  };
}
