import { type CallBody, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { expect } from 'vitest';
import { makeImage, multipart } from './files-fixtures.js';
import type { TestServer } from './helper.js';

/**
 * Uploads an image of `width` x `height` through /v1/file (or the app drawer's icon call) as `session`; answers its
 * file_id. An icon is the uploader's own: another user's upload is not there for a non-administrator.
 */
export async function uploadIcon(
  server: TestServer,
  session: InjectSession,
  width = 160,
  height = 160,
  call: typeof calls.files.upload | typeof calls.apps.icon = calls.files.upload,
) {
  const data = await makeImage(width, height, 'png');
  const { payload, headers } = multipart([
    { name: 'type', value: '1' },
    { name: 'file', filename: `icon-${width}x${height}.png`, data },
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: call.path,
    payload,
    headers: { ...headers, token: session.token },
  });
  expect(res.json().code, res.body).toBe(200);
  return res.json().data.file_id as number;
}

/** The demo accounts' ids by name. */
export async function accountIdsByName(server: TestServer): Promise<Map<string, number>> {
  const rows = await server.database.db.selectFrom('account').select(['id', 'account_name']).execute();
  return new Map(rows.map((r) => [r.account_name, r.id]));
}

export type AppBody = CallBody<typeof calls.apps.create>;

/** A valid create body for these accounts and icon, with `pkg` as the package name. */
export const appBody = (pkg: string, iconFileId: number, accountIds: number[], more: Partial<AppBody> = {}) =>
  ({
    name: `App ${pkg}`,
    pkg_name: pkg,
    app_store: 1,
    promotion_type: 1,
    platform: 1,
    promotion_link: `https://play.google.com/store/apps/details?id=${pkg}`,
    version: '1.2.3',
    description: 'made by a test',
    icon_file_id: iconFileId,
    account_ids: accountIds,
    ...more,
  }) satisfies AppBody;

/** Creates an app and answers its id (the answer must be 200). */
export async function createdApp(session: InjectSession, body: AppBody): Promise<number> {
  const res = await session.api(calls.apps.create, body);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data.id as number;
}

/** The failed fields of a 400, each once. */
export const fieldsOf = (body: { data?: { errors?: { field: string }[] } }) => [
  ...new Set((body.data?.errors ?? []).map((e) => e.field)),
];
