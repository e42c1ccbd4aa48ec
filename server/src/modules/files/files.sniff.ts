/** The real type of each accepted extension, as read from a file's first bytes. */
const MIME_OF_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
};

export interface Sniffed {
  /** the real type, or null when the first bytes name none */
  real: { ext: string; mime: string } | null;
  /** true when the real type is the extension's type */
  matches: boolean;
}

/** Reads the real type from the file's first bytes (file-type) and compares it with the extension's type. */
export async function sniff(file: string, ext: string): Promise<Sniffed> {
  // loaded at the first upload (node keeps it after): file-type and its readers are memory a server at rest never uses
  const { fileTypeFromFile } = await import('file-type/node');
  const found = await fileTypeFromFile(file);
  const real = found ? { ext: found.ext, mime: found.mime } : null;
  return { real, matches: !!real && MIME_OF_EXT[ext] === real.mime };
}

/** Content type to serve a stored key with, from its extension. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return MIME_OF_EXT[ext] ?? (ext === 'webp' ? 'image/webp' : 'application/octet-stream');
}
