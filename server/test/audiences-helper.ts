import { type AudienceDetail, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import type { FastifyInstance } from 'fastify';
import { multipart } from './files-fixtures.js';

/** Uploads `data` as an audience file through the upload call; answers the reply. */
export function uploadAudience(app: FastifyInstance, session: InjectSession, data: Buffer, filename = 'ids.txt') {
  const { payload, headers } = multipart([{ name: 'file', filename, data }]);
  return app.inject({
    method: 'POST',
    url: calls.audiences.upload.path,
    payload,
    headers: { ...headers, token: session.token },
  });
}

/** Reads the package until it leaves `status` (Importing by default), every 100 ms for 20 s at most. */
export async function audienceLeaving(session: InjectSession, id: number, status = 1): Promise<AudienceDetail> {
  for (let i = 0; i < 200; i++) {
    const d: AudienceDetail = (await session.api(calls.audiences.detail, { id })).json().data;
    if (d.status !== status) return d;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`package ${id} still ${status}`);
}
