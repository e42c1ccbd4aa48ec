import { FileKind, type FileKindValue, type RatioSet } from '@adconsole/contract';
import { readImageSize } from '../../../kit/imageSize';
import { md5OfFile } from './md5';
import { type Check, checkFormat, checkRatio, checkReadable, checkSize, checkSuffix, type Notice } from './precheck';
import { extensionOf, readHead, sniffType } from './sniff';

/** What the browser found out about a chosen file before sending it. */
export type Prechecked = { ok: true; md5: string; warning?: Notice } | { ok: false; notice: Notice };

/**
 * Runs the browser's pre-checks in the server's order, cheapest first: format, size, real type from the first bytes,
 * then (images) the decoded size and its ratio, and last the md5 that the duplicate check and the save need.
 */
export async function precheckFile(
  file: File,
  type: FileKindValue,
  ratioSet: RatioSet,
  signal?: AbortSignal,
): Promise<Prechecked> {
  const name = file.name;
  const ext = extensionOf(name);
  const format = checkFormat(type, ext, name);
  if (!format.ok) return format;
  const size = checkSize(type, file.size, name);
  if (!size.ok) return size;
  const suffix = checkSuffix(ext, sniffType(await readHead(file)), name);
  if (!suffix.ok) return suffix;
  if (type === FileKind.IMAGE) {
    const dims = await readImageSize(file);
    const readable: Check = checkReadable(dims, name);
    if (!readable.ok) return readable;
    const ratio = checkRatio(dims!.width, dims!.height, ratioSet, name);
    if (!ratio.ok) return ratio;
  }
  const md5 = await md5OfFile(file, signal);
  return { ok: true, md5, warning: size.warning };
}
