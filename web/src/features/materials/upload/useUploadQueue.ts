import type { FileKindValue, RatioSet } from '@adconsole/contract';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { ApiError } from '../../../app/request';
import { checkDuplicate, type Hashed } from './precheck';
import { precheckFile } from './precheckFile';
import { refusalOf } from './serverFailure';
import { uploadFile } from './uploadFile';
import { type ItemAction, newItem, reduceItems, type UploadItem } from './uploadItems';

/** Files sent at the same time; the rest wait their turn (a browser allows about six connections per host). */
const UPLOAD_CONCURRENCY = 3;

/** What the queue uploads: the kind and the ratio list the server checks images against. */
export interface QueueConfig {
  type: FileKindValue;
  ratioSet: RatioSet;
}

interface Running {
  /** pre-checks run one file at a time, so the duplicate check sees every earlier file's md5 */
  checks: Promise<void>;
  ready: UploadItem[];
  active: number;
  aborts: Map<string, AbortController>;
  hashes: Map<string, Hashed>;
}

/** The upload queue of the drawer: pre-checks, md5, duplicate check, uploads with progress, abort. */
export function useUploadQueue(config: QueueConfig) {
  const [items, dispatch] = useReducer(reduceItems, []);
  const configRef = useRef(config);
  configRef.current = config;
  const run = useRef<Running>({
    checks: Promise.resolve(),
    ready: [],
    active: 0,
    aborts: new Map(),
    hashes: new Map(),
  });

  const settle = useCallback((key: string, action: ItemAction) => {
    run.current.aborts.delete(key);
    const hashed = run.current.hashes.get(key);
    if (hashed && action.type === 'fail') hashed.counts = false;
    dispatch(action);
  }, []);

  const pump = useCallback(() => {
    const r = run.current;
    while (r.active < UPLOAD_CONCURRENCY && r.ready.length) {
      const item = r.ready.shift()!;
      const controller = r.aborts.get(item.key);
      if (!controller || controller.signal.aborted) continue;
      r.active += 1;
      const { type, ratioSet } = configRef.current;
      dispatch({ type: 'start', key: item.key });
      uploadFile(item.file, {
        type,
        ratioSet,
        signal: controller.signal,
        onProgress: (percent) => dispatch({ type: 'progress', key: item.key, percent }),
      })
        .then((answer) => {
          if (answer.code === 200) return settle(item.key, { type: 'succeed', key: item.key, answer: answer.data });
          const refusal = refusalOf(answer.code, answer.data, answer.msg, item.fileName, type, ratioSet);
          settle(item.key, { type: 'fail', key: item.key, ...refusal });
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.kind === 'aborted') {
            return settle(item.key, {
              type: 'fail',
              key: item.key,
              failure: { key: 'upload.error.cancelled', params: { name: item.fileName } },
            });
          }
          const e = error instanceof ApiError ? error : new ApiError('network', String(error), 0);
          const refusal = refusalOf(e.code, e.data, e.message, item.fileName, type, ratioSet);
          settle(item.key, { type: 'fail', key: item.key, ...refusal });
        })
        .finally(() => {
          r.active -= 1;
          pump();
        });
    }
  }, [settle]);

  const check = useCallback(
    async (item: UploadItem) => {
      const r = run.current;
      const controller = r.aborts.get(item.key);
      if (!controller || controller.signal.aborted) return;
      const { type, ratioSet } = configRef.current;
      let result: Awaited<ReturnType<typeof precheckFile>>;
      try {
        result = await precheckFile(item.file, type, ratioSet, controller.signal);
      } catch {
        if (controller.signal.aborted) return;
        return settle(item.key, {
          type: 'fail',
          key: item.key,
          failure: { key: 'upload.error.unreadable', params: { name: item.fileName } },
        });
      }
      if (controller.signal.aborted) return;
      if (!result.ok) return settle(item.key, { type: 'fail', key: item.key, failure: result.notice });
      const self: Hashed = { key: item.key, name: item.fileName, md5: result.md5, counts: true };
      const duplicate = checkDuplicate(self, [...r.hashes.values()]);
      if (!duplicate.ok) return settle(item.key, { type: 'fail', key: item.key, failure: duplicate.notice });
      r.hashes.set(item.key, self);
      dispatch({ type: 'hashed', key: item.key, md5: result.md5 });
      if (result.warning) dispatch({ type: 'warn', key: item.key, warning: result.warning });
      r.ready.push(item);
      pump();
    },
    [pump, settle],
  );

  /** Adds chosen files: each is pre-checked, hashed and then uploaded. */
  const addFiles = useCallback(
    (files: readonly File[]) => {
      const added = files.map(newItem);
      if (!added.length) return;
      dispatch({ type: 'add', items: added });
      const r = run.current;
      for (const item of added) {
        r.aborts.set(item.key, new AbortController());
        // one file's unexpected error must not stop the chain for the files after it
        r.checks = r.checks
          .then(() => check(item))
          .catch(() =>
            settle(item.key, {
              type: 'fail',
              key: item.key,
              failure: { key: 'upload.error.unreadable', params: { name: item.fileName } },
            }),
          );
      }
    },
    [check, settle],
  );

  /** Drops an item from the list, stopping its check or upload first. */
  const removeItem = useCallback((key: string) => {
    run.current.aborts.get(key)?.abort();
    run.current.aborts.delete(key);
    run.current.hashes.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  /** Stops every check and upload and empties the list (closing the drawer cancels the upload). */
  const cancelAll = useCallback(() => {
    const r = run.current;
    for (const controller of r.aborts.values()) controller.abort();
    r.aborts.clear();
    r.hashes.clear();
    r.ready = [];
    dispatch({ type: 'reset' });
  }, []);

  // an unmounted drawer must not keep sending files
  useEffect(() => () => cancelAll(), [cancelAll]);

  return useMemo(
    () => ({ items, dispatch, addFiles, removeItem, cancelAll }),
    [items, addFiles, removeItem, cancelAll],
  );
}
