import {
  type CallAnswer,
  type CallForm,
  calls,
  type Envelope,
  type FileKindValue,
  isSuccessCode,
  Limits,
  type RatioSet,
} from '@adconsole/contract';
import i18next from 'i18next';
import { FeLogType, reportFeLog } from '../../../app/feLog';
import { ApiError, announceAccessStatus } from '../../../app/request';
import { getToken } from '../../../lib/storage';

// fetch has no upload progress, so this call goes by XHR, with the declaration's method and path all the same.
const uploadCall = calls.files.upload;
type UploadAnswer = Envelope<CallAnswer<typeof uploadCall>>;

/** Options of one file upload. */
export interface UploadFileOptions {
  type: FileKindValue;
  ratioSet: RatioSet;
  /** 0..99 while the bytes travel; 100 only comes with the answer (the server still checks after the last byte) */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const t = (key: string) => i18next.t(key);

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
 * Uploads one file with progress and abort. Answers the envelope for a success code (200, or a business refusal such
 * as 10010 that the caller shows on the item); rejects with ApiError otherwise, after the same HTTP handling as
 * request.ts (the caller shows the message on the item instead of a toast).
 */
export function uploadFile(file: File, options: UploadFileOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const started = Date.now();
    const failed = (error: ApiError) => {
      if (error.kind !== 'aborted') {
        reportFeLog({
          log_type: FeLogType.API_FAIL,
          path: uploadCall.path,
          request_time: started,
          response_time: Date.now(),
          time_difference: Date.now() - started,
          other: {
            method: uploadCall.method,
            kind: error.kind,
            status: error.status,
            code: error.code,
            msg: error.message,
          },
        });
      }
      reject(error);
    };
    const abort = () => xhr.abort();
    if (options.signal?.aborted) return reject(new ApiError('aborted', 'aborted', 0));
    options.signal?.addEventListener('abort', abort, { once: true });
    const cleanup = () => options.signal?.removeEventListener('abort', abort);

    xhr.open(uploadCall.method, uploadCall.path);
    const token = getToken();
    if (token) xhr.setRequestHeader('token', token);
    xhr.timeout = Limits.REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      cleanup();
      const env = parse(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      // a business refusal may ride on a non-200 status, as request.ts allows
      if (env && isSuccessCode(env.code) && (ok || env.code >= 10000)) {
        return resolve(env as UploadAnswer);
      }
      // request.ts cannot report upload progress (fetch has no upload events); the HTTP handling is the same
      announceAccessStatus(xhr.status);
      const kind = ok ? 'api' : 'http';
      const message = env?.msg || (ok ? t('errors.default') : xhr.statusText || t('errors.network'));
      failed(new ApiError(kind, message, xhr.status, env?.code ?? null, env?.data ?? null));
    };
    xhr.onerror = () => {
      cleanup();
      failed(new ApiError('network', t('errors.network'), 0));
    };
    xhr.ontimeout = () => {
      cleanup();
      failed(new ApiError('timeout', i18next.t('errors.timeout.title'), 0));
    };
    xhr.onabort = () => {
      cleanup();
      reject(new ApiError('aborted', 'aborted', 0));
    };

    // the kind and ratio list go before the file, so the server checks them before a byte is stored
    const fields: Required<CallForm<typeof uploadCall>> = { type: options.type, ratio_set: options.ratioSet, file };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      form.append(name, value instanceof File ? value : String(value));
    }
    xhr.send(form);
  });
}
