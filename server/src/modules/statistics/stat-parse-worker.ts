import { parentPort } from 'node:worker_threads';
import type { DeviceEventFormatValue } from '@adconsole/contract';
import { lineContext, type PlainContext, packRows, readStatBody, TooManyLines } from './stat-body.js';

// The parse thread's script (stat-parse-thread.ts starts it): each message is one batch body to read into checked
// rows, answered with the rows packed into typed arrays (handed over, not copied) or with the batch's refusal.

export interface ParseRequest {
  id: number;
  body: Uint8Array;
  format: DeviceEventFormatValue;
  context: PlainContext;
}

const port = parentPort;
if (!port) throw new Error('stat-parse-worker runs only as a worker thread');

port.on('message', async ({ id, body, format, context }: ParseRequest) => {
  try {
    const read = await readStatBody(
      Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      format,
      lineContext(context),
    );
    const packed = packRows(read.rows);
    // the arrays were made here, each on an ArrayBuffer of its own: handed over, not copied
    const handed = [packed.ints.buffer, packed.metrics.buffer, packed.codes.buffer] as ArrayBuffer[];
    port.postMessage({ id, lines: read.lines, bad: read.bad, sha256: read.sha256, packed }, handed);
  } catch (error) {
    port.postMessage({ id, refused: error instanceof TooManyLines ? 'max_lines' : String(error) });
  }
});
