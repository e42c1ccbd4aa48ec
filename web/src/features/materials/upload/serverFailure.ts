import { Code, duplicateFileData, type FileKindValue, type RatioSet, UploadFailure } from '@adconsole/contract';
import { businessMessage } from '../../../app/errors';
import { ratioErrorKey } from './precheck';
import type { Failure } from './uploadItems';

/** The item failure of a refused upload, and the existing materials when the file is a duplicate (10010). */
export interface Refusal {
  failure: Failure;
  duplicateIds?: number[];
}

const record = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

/**
 * Maps an upload answer that is not 200 to the item's failure (spec: "the item is marked fail; 10000 and above: the
 * translated text for that code plus the id list from data; otherwise msg"). The failure codes of the spec win over
 * the general text: reason 1 is the wrong-ratio message, reason 2 the unreadable one, both with the file name.
 */
export function refusalOf(
  code: number | null,
  data: unknown,
  msg: string,
  fileName: string,
  type: FileKindValue,
  set: RatioSet,
): Refusal {
  const d = record(data);
  if (d.reason === UploadFailure.WRONG_RATIO) {
    const allowed = Array.isArray(d.allowed) ? d.allowed.join(', ') : '';
    return {
      failure: { key: ratioErrorKey(type, set), params: { name: fileName, scale: String(d.scale ?? ''), allowed } },
    };
  }
  if (d.reason === UploadFailure.UNREADABLE)
    return { failure: { key: 'upload.error.unreadable', params: { name: fileName } } };
  if (code === null || code < 10000) return { failure: { text: `${fileName}: ${msg}` } };
  const text = `${fileName}: ${businessMessage(code, data, msg)}`;
  if (code === Code.DUPLICATE_FILE) {
    const duplicate = duplicateFileData.safeParse(data);
    return { failure: { text }, duplicateIds: duplicate.success ? duplicate.data.ids : [] };
  }
  return { failure: { text } };
}
