import {
  type Call,
  type CallAnswer,
  type CallForm,
  type Envelope,
  isSuccessCode,
  Limits,
  type SchemaName,
} from '@adconsole/contract';
import i18next from 'i18next';
import { getToken } from '../lib/storage';
import { FeLogType, reportFeLog } from './feLog';
import { ApiError, announceAccessStatus } from './request';

/** Progress and abort of one upload. */
export interface UploadOptions {
  /** 0..99 while the bytes travel; 100 only comes with the answer (the server still checks after the last byte) */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): Envelope<unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
      ? (value as Envelope<unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Sends a declared multipart call (one with a `form`) by XHR, since fetch reports no upload progress: the call's
 * method and path, the token, the fields in the order given (a file last lets the server check the others before a
 * byte is stored). Answers the envelope for a success code (200, or a business refusal of 10000 and above, such as a
 * duplicate or a size error, which the caller shows beside the file); rejects with ApiError otherwise, after the same
 * HTTP handling as request.ts (401 and 403 announced, the failure logged), so the caller shows the message in place
 * of a toast. An abort rejects with kind 'aborted' and logs nothing.
 */
export function upload<C extends Call & { form: SchemaName }>(
  call: C,
  fields: CallForm<C>,
  options: UploadOptions = {},
): Promise<Envelope<CallAnswer<C>>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const started = Date.now();
    const abort = () => xhr.abort();
    if (options.signal?.aborted) return reject(new ApiError('aborted', 'aborted', 0));
    options.signal?.addEventListener('abort', abort, { once: true });
    const failed = (error: ApiError) => {
      options.signal?.removeEventListener('abort', abort);
      if (error.kind !== 'aborted') {
        reportFeLog({
          log_type: FeLogType.API_FAIL,
          path: call.path,
          request_time: started,
          response_time: Date.now(),
          time_difference: Date.now() - started,
          other: { method: call.method, kind: error.kind, status: error.status, code: error.code, msg: error.message },
        });
      }
      reject(error);
    };

    xhr.open(call.method, call.path);
    const token = getToken();
    if (token) xhr.setRequestHeader('token', token);
    xhr.timeout = Limits.REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const env = parse(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      // a business refusal may ride on a non-200 status, as request.ts allows
      if (env && isSuccessCode(env.code) && (ok || env.code >= 10000)) {
        options.signal?.removeEventListener('abort', abort);
        return resolve(env as Envelope<CallAnswer<C>>);
      }
      announceAccessStatus(xhr.status);
      const message = env?.msg || (ok ? i18next.t('errors.default') : xhr.statusText || i18next.t('errors.network'));
      failed(new ApiError(ok ? 'api' : 'http', message, xhr.status, env?.code ?? null, env?.data ?? null));
    };
    xhr.onerror = () => failed(new ApiError('network', i18next.t('errors.network'), 0));
    xhr.ontimeout = () => failed(new ApiError('timeout', i18next.t('errors.timeout.title'), 0));
    xhr.onabort = () => failed(new ApiError('aborted', 'aborted', 0));

    const form = new FormData();
    for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
      if (value === undefined) continue;
      form.append(name, value instanceof Blob ? value : String(value));
    }
    xhr.send(form);
  });
}
