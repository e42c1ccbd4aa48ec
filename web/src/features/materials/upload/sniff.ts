/** The real file types the upload accepts, as their first bytes name them. */
export type RealType = 'jpeg' | 'png' | 'gif' | 'mp4';

/** How many leading bytes the sniffer needs (the ISO BMFF `ftyp` box header and its major brand). */
export const SNIFF_BYTES = 16;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// ISO BMFF files that are not MP4 video although they start with `ftyp` (QuickTime, audio-only MPEG-4, HEIF/AVIF
// stills, 3GPP): the server's file-type names them otherwise, so the browser must not call them mp4 either.
const NOT_MP4_BRANDS = ['qt  ', 'M4A ', 'M4B ', 'M4P ', 'heic', 'heix', 'mif1', 'msf1', 'avif', 'avis', 'crx '];

/** The real type read from a file's first bytes (JPEG, PNG, GIF, MP4), or null when they name none of them. */
export function sniffType(head: Uint8Array): RealType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    if (NOT_MP4_BRANDS.includes(brand) || brand.startsWith('3g')) return null;
    return 'mp4';
  }
  return null;
}

const TYPE_OF_EXT: Record<string, RealType> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', mp4: 'mp4' };

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The name without its extension (the material's default name, as the server derives it). */
export function baseNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/** True when the real type is the one the extension declares (spec: otherwise the suffix-mismatch message). */
export function extensionMatches(ext: string, real: RealType | null): boolean {
  return real !== null && TYPE_OF_EXT[ext.toLowerCase()] === real;
}

/** The bytes of a blob (a slice of a file). */
export async function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  // FileReader for runtimes whose Blob predates arrayBuffer() (jsdom, where the unit tests run)
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads the first bytes of a file for {@link sniffType}. */
export const readHead = (file: Blob): Promise<Uint8Array> => readBytes(file.slice(0, SNIFF_BYTES));
