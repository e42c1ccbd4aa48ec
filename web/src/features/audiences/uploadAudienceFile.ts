import { AudienceLimits, type AudienceUploadAnswer, type Envelope, isSuccessCode, Limits } from '@adconsole/contract';
import i18next from 'i18next';
import { ApiError, announceAccessStatus } from '../../app/request';
import { getToken } from '../../lib/storage';
import { audienceUploadCall } from './api';

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
 * Uploads an audience file by XHR (fetch reports no upload progress), with the upload call's method and path.
 * Answers the envelope for a success code (200, or a business refusal such as 10025 the form shows); rejects with
 * ApiError otherwise, after the same HTTP handling as request.ts. Progress runs 0..99: 100 comes with the answer.
 */
export function uploadAudienceFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Envelope<AudienceUploadAnswer>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    if (signal?.aborted) return reject(new ApiError('aborted', 'aborted', 0));
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.open(audienceUploadCall.method, audienceUploadCall.path);
    const token = getToken();
    if (token) xhr.setRequestHeader('token', token);
    xhr.timeout = Limits.REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      done();
      const env = parse(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (env && isSuccessCode(env.code) && (ok || env.code >= 10000))
        return resolve(env as Envelope<AudienceUploadAnswer>);
      announceAccessStatus(xhr.status);
      const message = env?.msg || (ok ? i18next.t('errors.default') : xhr.statusText || i18next.t('errors.network'));
      reject(new ApiError(ok ? 'api' : 'http', message, xhr.status, env?.code ?? null, env?.data ?? null));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('network', i18next.t('errors.network'), 0));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError('timeout', i18next.t('errors.timeout.title'), 0));
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError('aborted', 'aborted', 0));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The suffix rule of the upload (.txt, .csv or none), checked before a byte leaves. */
export function suffixAllowed(name: string): boolean {
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 ? name.slice(dot).toLowerCase() : '';
  return (AudienceLimits.FILE_SUFFIXES as readonly string[]).includes(suffix);
}
