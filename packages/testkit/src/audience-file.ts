import fs from 'node:fs';

export interface AudienceFileOptions {
  /** the line end, default `\n` */
  eol?: '\n' | '\r\n';
  /** a UTF-8 byte order mark first */
  bom?: boolean;
  /** an empty line after every n-th line, between lines (blank lines a real export has) */
  blankEvery?: number;
  /** 0-based indexes of lines written with two bytes that are not UTF-8 (0xff 0xfe) appended */
  invalidUtf8At?: readonly number[];
  /** whether the last line ends with the line end too (default true) */
  finalEol?: boolean;
}

/** How much the writer gathers before it writes: one write a line made a file of 2 million lines take 9 s. */
const FLUSH_BYTES = 1 << 20;

/**
 * Writes an audience file (one device id a line) line by line, so a file of millions of lines never sits in memory
 * (at most a megabyte of it does); `lines` may be a generator. Answers the number of bytes written.
 */
export function writeAudienceFile(file: string, lines: Iterable<string>, options: AudienceFileOptions = {}): number {
  const eol = Buffer.from(options.eol ?? '\n');
  const invalid = new Set(options.invalidUtf8At ?? []);
  const fd = fs.openSync(file, 'w');
  let bytes = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pendingBytes > 0) fs.writeSync(fd, Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  const put = (data: Buffer) => {
    pending.push(data);
    pendingBytes += data.length;
    bytes += data.length;
    if (pendingBytes >= FLUSH_BYTES) flush();
  };
  try {
    if (options.bom) put(Buffer.from([0xef, 0xbb, 0xbf]));
    let index = 0;
    for (const line of lines) {
      // the previous line's end first: the last line's end is the caller's choice
      if (index > 0) put(eol);
      if (index > 0 && options.blankEvery && index % options.blankEvery === 0) put(eol);
      put(Buffer.from(line, 'utf8'));
      if (invalid.has(index)) put(Buffer.from([0xff, 0xfe]));
      index += 1;
    }
    if (index > 0 && options.finalEol !== false) put(eol);
    flush();
  } finally {
    fs.closeSync(fd);
  }
  return bytes;
}
