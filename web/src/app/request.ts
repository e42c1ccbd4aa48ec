import {
  type Call,
  type CallAnswer,
  type CallEnvelope,
  type CallInput,
  Code,
  type Envelope,
  isBusinessCode,
  isSuccessCode,
  Limits,
  type SchemaName,
  withQuery,
} from '@adconsole/contract';
import i18next from 'i18next';
import { alertError, toastError } from '../kit/feedback';
import { browser } from '../lib/browser';
import { getToken, removeToken, SessionKey } from '../lib/storage';
import { FE_LOG_PATH, FeLogType, reportFeLog } from './feLog';
import { pageTimingLog } from './timingLog';

/** Why a call failed: HTTP status, a non-success code (apiFail), the timeout, the network, or the caller's abort. */
export type ApiErrorKind = 'http' | 'api' | 'timeout' | 'network' | 'aborted';

/** The error every failed call rejects with; the user has already been told (unless the call was quiet). */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number,
    readonly code: number | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Options of one call. */
export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The caller shows 400 and apiFail answers itself (inline form errors); 401/402/403 are still handled here. */
  quiet?: boolean;
  /** sent as `Accept-Language`: the language a file the server writes (a list's CSV export) is in */
  language?: string;
}

/** What a call is sent with: its query, its JSON body, or its multipart form; nothing for a call that declares none. */
/** The arguments of {@link api} after the call: its input (left out for a call that takes none), then the options. */
export type ApiArgs<C extends Call> = C extends { query: SchemaName } | { body: SchemaName } | { form: SchemaName }
  ? [input: CallInput<C, FormData>, options?: RequestOptions]
  : [input?: undefined, options?: RequestOptions];

// What one call puts on the wire besides method and path: a query string or a body (JSON, or FormData as it is).
interface Outgoing extends RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
}

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options ?? {});
const NO_AUTH_MSG = 'have no auth';

let reloading = false;

// A dead token ends the session everywhere: tell the user once, drop the token, then reload into /login. A user the
// administrator disabled is told so, here and again on the sign-in page (the toast goes with the reload).
function handleUnauthorized(code: number | null): void {
  // a call sent before a sign-out that answers after it (the home page's cockpit, slow to compose) finds the session
  // already ended here: nothing to tell, and no reload to pull the sign-in page from under the user
  if (reloading || !getToken()) return;
  reloading = true;
  if (code === Code.USER_DISABLED) {
    sessionStorage.setItem(SessionKey.endedBecause, String(code));
    toastError(t('session.ended.disabled'), Limits.ERROR_TOAST_MS);
  } else toastError(t('errors.http.401'), Limits.ERROR_TOAST_MS);
  removeToken();
  setTimeout(browser.reload, 1200);
}

/**
 * The answers every call treats alike, whatever sent it (fetch here, the upload's XHR): 401 ends the session,
 * 402 and 403 explain the refusal in a toast. Answers false for any other status.
 */
export function announceAccessStatus(status: number, code: number | null = null): boolean {
  if (status === 401) handleUnauthorized(code);
  else if (status === 402) toastError(t('errors.http.402'), Limits.ERROR_TOAST_MS);
  else if (status === 403) toastError(t('errors.http.403'), Limits.ERROR_TOAST_MS);
  else return false;
  return true;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

interface CallInfo {
  method: string;
  url: string;
  started: number;
  silent: boolean;
  quiet: boolean;
}

function fail(info: CallInfo, error: ApiError, shown: string | null): never {
  if (!info.silent) {
    if (shown) toastError(shown, Limits.ERROR_TOAST_MS);
    const finished = Date.now();
    reportFeLog({
      log_type: FeLogType.API_FAIL,
      path: info.url,
      request_time: info.started,
      response_time: finished,
      time_difference: finished - info.started,
      other: { method: info.method, kind: error.kind, status: error.status, code: error.code, msg: error.message },
    });
  }
  throw error;
}

async function send(method: string, path: string, options: Outgoing): Promise<[Response, CallInfo]> {
  const url = withQuery(path, options.query);
  const info: CallInfo = {
    method,
    url,
    started: Date.now(),
    silent: path.startsWith(FE_LOG_PATH),
    quiet: Boolean(options.quiet),
  };
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.token = token;
  if (options.language) headers['Accept-Language'] = options.language;
  const body = encodeBody(options.body, headers);

  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = options.timeoutMs ?? Limits.REQUEST_TIMEOUT_MS;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal });
    // a slow answer's timing is logged (fe_log type 2), the log's own calls aside
    if (!info.silent) {
      pageTimingLog().record({
        method,
        path: url,
        status: response.status,
        started: info.started,
        finished: Date.now(),
      });
    }
    return [response, info];
  } catch (cause) {
    if (timedOut) {
      if (!info.silent)
        alertError(t('errors.timeout.title'), t('errors.timeout.description', { minutes: timeoutMs / 60000 }));
      return fail(info, new ApiError('timeout', 'timeout', 0), null);
    }
    if (options.signal?.aborted) throw new ApiError('aborted', 'aborted', 0);
    return fail(info, new ApiError('network', String(cause), 0), t('errors.network'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

// 401/402/403 and other HTTP failures: the user is told (unless the call is silent), then the call rejects.
function httpFailure(response: Response, info: CallInfo, payload: unknown): never {
  const env = isEnvelope(payload) ? payload : null;
  const msg = env?.msg ?? '';
  const error = new ApiError('http', msg || response.statusText, response.status, env?.code ?? null, env?.data ?? null);
  if (info.silent) throw error;
  if (announceAccessStatus(response.status, env?.code ?? null)) {
    if (response.status === 401) throw error;
    return fail(info, error, null);
  }
  if (msg === NO_AUTH_MSG) return fail(info, error, t('errors.noAuth'));
  return fail(info, error, info.quiet && response.status === 400 ? null : msg || t('errors.network'));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Answers the `{code, msg, data}` envelope when the code is a success code (200, 0, 1001, 1002, 10000..20000);
 * business codes (>= 10000) come back to the caller to translate. Everything else rejects with ApiError after the
 * user has been told as the spec's error catalogue says.
 */
async function request<T>(method: string, path: string, options: Outgoing): Promise<Envelope<T>> {
  const [response, info] = await send(method, path, options);
  return judge<T>(response, info);
}

// The envelope of an answer, judged as `request` says.
async function judge<T>(response: Response, info: CallInfo): Promise<Envelope<T>> {
  const payload = await readJson(response);
  if (!response.ok) {
    // Business refusals may ride on a non-200 status (a locked login answers 429 with code 10101); a 401 always
    // ends the session, whatever code says why (10102: the user was disabled)
    if (response.status !== 401 && isEnvelope(payload) && isBusinessCode(payload.code) && isSuccessCode(payload.code)) {
      return payload as Envelope<T>;
    }
    return httpFailure(response, info, payload);
  }
  if (!isEnvelope(payload)) {
    if (info.silent) throw new ApiError('api', 'invalid answer', response.status);
    return fail(info, new ApiError('api', 'invalid answer', response.status), t('errors.default'));
  }
  if (payload.msg === NO_AUTH_MSG) {
    return fail(
      info,
      new ApiError('api', payload.msg, response.status, payload.code, payload.data),
      t('errors.noAuth'),
    );
  }
  if (isSuccessCode(payload.code)) return payload as Envelope<T>;
  const error = new ApiError('api', payload.msg, response.status, payload.code, payload.data);
  if (info.silent) throw error;
  return fail(info, error, info.quiet ? null : payload.msg || t('errors.default'));
}

/**
 * Makes one declared call of the contract (`api(calls.tags.list, {page_no: 2})`): method and path come from the
 * declaration, the input goes as its query, its JSON body or its multipart form, and the answer's `data` has the
 * declared type. See {@link request} for what comes back and what rejects.
 */
export function api<C extends Call>(call: C, ...args: ApiArgs<C>): Promise<CallEnvelope<C>> {
  // a `paged` call's envelope carries `total` beside `data`
  return request<CallAnswer<C>>(call.method, call.path, outgoingOf(call, args)) as Promise<CallEnvelope<C>>;
}

function outgoingOf<C extends Call>(call: C, args: ApiArgs<C>): Outgoing {
  const [input, options] = args as [unknown?, RequestOptions?];
  return call.query ? { ...options, query: input as Outgoing['query'] } : { ...options, body: input };
}

/** The file a call answered, and the name the server gave it (`Content-Disposition`), if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i);
  if (!match) return null;
  return match[1] ? decodeURIComponent(match[1]) : (match[2] ?? null);
}

/**
 * Makes a declared call that answers a file (`produces`, e.g. the audit log's CSV export) with the token header, and
 * answers the whole file. A refusal is still the JSON envelope and is judged as {@link api} judges it.
 */
export async function apiFile<C extends Call & { produces: string }>(call: C, ...args: ApiArgs<C>): Promise<ApiFile> {
  const [response, info] = await send(call.method, call.path, outgoingOf(call, args));
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith(call.produces)) {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  }
  await judge(response, info);
  // an envelope that is not a refusal is still not the file
  return fail(info, new ApiError('api', 'invalid answer', response.status), t('errors.default'));
}
