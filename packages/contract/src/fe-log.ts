// Kept free of zod: the web's sign-in route imports these, and a zod schema in the same module would bring zod along.

/**
 * fe_log kinds, one enum for the web that sends them and the server that stores them: 1 clicks on named elements
 * (batched), 2 request timing, 3 failed call (apiFail), 4 unhandled front-end error. 3 and 4 reach the chat webhook.
 */
export const FeLogType = { CLICK: 1, TIMING: 2, API_FAIL: 3, UNHANDLED: 4 } as const;
export type FeLogTypeValue = (typeof FeLogType)[keyof typeof FeLogType];

/** One click on an element that carries a `name` attribute, as a batch of log type 1 carries it in `other.clicks`. */
export interface FeClick {
  name: string;
  /** the element's tag, lower case */
  tag: string;
  /** the hash route the click happened on */
  route: string;
  /** unix milliseconds */
  at: number;
}

/**
 * The kinds a caller without a session may post: the sign-in page's own failures (its login call failed, or it
 * crashed). Clicks and timings need a session.
 */
export const ANONYMOUS_FE_LOG_TYPES: readonly number[] = [FeLogType.API_FAIL, FeLogType.UNHANDLED];
