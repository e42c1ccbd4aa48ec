import { type CallAnswer, calls, type Envelope, type FileKindValue, type RatioSet } from '@adconsole/contract';
import { type UploadOptions, upload } from '../../../app/upload';

const uploadCall = calls.files.upload;

/** Options of one material file upload: its kind and ratio list, progress and abort. */
export interface UploadFileOptions extends UploadOptions {
  type: FileKindValue;
  ratioSet: RatioSet;
}

/**
 * Uploads one material file with progress and abort (app/upload.ts): the envelope for a success code (200, or a
 * business refusal such as 10010 that the caller shows on the item); an ApiError otherwise.
 */
export function uploadFile(
  file: File,
  { type, ratioSet, ...options }: UploadFileOptions,
): Promise<Envelope<CallAnswer<typeof uploadCall>>> {
  // the kind and ratio list go before the file, so the server checks them before a byte is stored
  return upload(uploadCall, { type, ratio_set: ratioSet, file }, options);
}
