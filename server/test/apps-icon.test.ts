import { type Call, calls } from '@adconsole/contract';
import type { InjectSession } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByName, appBody, createdApp, fieldsOf } from './apps-helper.js';
import { makeImage, multipart } from './files-fixtures.js';
import { startServer, type TestServer } from './helper.js';
import { userWithRole } from './materials-helper.js';

// The icon calls of the promotion-app drawers: a role with the apps' rights and no material rights uploads an icon
// and adds or edits an app with it; a role without them is refused.

const { apps } = calls;
let server: TestServer;
let accounts: Map<string, number>;

beforeAll(async () => {
  server = await startServer();
  accounts = await accountIdsByName(server);
});
afterAll(async () => {
  await server.destroy();
});

async function sendIcon(call: Call, who: InjectSession, width = 160, height = 160) {
  const data = await makeImage(width, height, 'png');
  const { payload, headers } = multipart([{ name: 'file', filename: `icon-${width}x${height}.png`, data }]);
  return server.app.inject({ method: 'POST', url: call.path, payload, headers: { ...headers, token: who.token } });
}

describe('POST /v1/amp/api/promotion_app/icon and /edit/icon', () => {
  it("lets app.create upload the add drawer's icon and app.edit the edit drawer's, without material rights", async () => {
    const account = accounts.get('Galaxy Games')!;
    const creator = await userWithRole(
      server,
      'apps-creator',
      ['package', 'package.index'],
      ['app.view', 'app.create'],
      [account],
    );
    const editor = await userWithRole(
      server,
      'apps-editor',
      ['package', 'package.index'],
      ['app.view', 'app.edit'],
      [account],
    );
    // /v1/file is the material library's: without its menu, 402
    expect((await sendIcon(calls.files.upload, creator)).statusCode).toBe(402);

    const res = await sendIcon(apps.icon, creator);
    expect(res.json(), res.body).toMatchObject({ code: 200, data: { meta: { width: 160, height: 160 } } });
    const id = await createdApp(creator, appBody('com.test.icon', res.json().data.file_id, [account]));
    expect((await sendIcon(apps.editIcon, creator)).statusCode).toBe(403);

    const again = await sendIcon(apps.editIcon, editor, 200, 200);
    expect(again.json().code, again.body).toBe(200);
    const edited = await editor.api(apps.edit, { id, icon_file_id: again.json().data.file_id });
    expect(edited.json()).toMatchObject({ code: 200, data: { id } });
    expect((await sendIcon(apps.icon, editor)).statusCode).toBe(403);
  });

  it("takes a non-square icon, refuses a banner or a speck (400 naming file) and a role without the apps' rights", async () => {
    const creator = await userWithRole(server, 'apps-creator-2', ['package', 'package.index'], ['app.create'], []);
    const wide = await sendIcon(apps.icon, creator, 320, 160);
    expect(wide.json().code, wide.body).toBe(200);
    for (const [width, height] of [
      [640, 100],
      [16, 16],
    ]) {
      const refused = await sendIcon(apps.icon, creator, width, height);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.json())).toEqual(['file']);
      expect(refused.json().msg).toContain(`${width}x${height}`);
    }
    const uploader = await userWithRole(
      server,
      'material-only',
      ['material', 'material.image'],
      ['material.upload'],
      [],
    );
    for (const call of [apps.icon, apps.editIcon]) expect((await sendIcon(call, uploader)).statusCode).toBe(402);
  });
});
