import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as positions from './ad-positions.service.js';
import * as coded from './coded.service.js';
import { AD_PLATFORMS, DSPS } from './coded.service.js';
import * as mappings from './dsp-mappings.service.js';
import * as apps from './media-apps.service.js';

const { placements: p } = calls;

/**
 * The placement catalogues: a page, create, edit and delete of each. They are the platform's, not an account's,
 * so there is no account scope: the permission groups decide (by default only administrators hold the menu).
 */
export const placementsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, p.mediaAppPage, async (req) => apps.page(db, req.query));
  exportRoute(app, calls.listExports.mediaApps, LIST_EXPORTS.mediaApps, 'media-apps', async (req, page_no, page_size) =>
    apps.page(db, { ...req.query, page_no, page_size }),
  );
  route(app, p.createMediaApp, async (req) => apps.create(db, actorOf(req), req.body));
  route(app, p.editMediaApp, async (req) => apps.edit(db, actorOf(req), req.body));
  route(app, p.deleteMediaApp, async (req) => apps.remove(db, actorOf(req), req.query.id));

  route(app, p.adPositionPage, async (req) => positions.page(db, req.query));
  exportRoute(
    app,
    calls.listExports.adPositions,
    LIST_EXPORTS.adPositions,
    'ad-positions',
    async (req, page_no, page_size) => positions.page(db, { ...req.query, page_no, page_size }),
  );
  route(app, p.createAdPosition, async (req) => positions.create(db, actorOf(req), req.body));
  route(app, p.editAdPosition, async (req) => positions.edit(db, actorOf(req), req.body));
  route(app, p.deleteAdPosition, async (req) => positions.remove(db, actorOf(req), req.query.id));

  route(app, p.dspPage, async (req) => coded.dspPage(db, req.query));
  exportRoute(app, calls.listExports.dsps, LIST_EXPORTS.dsps, 'dsps', async (req, page_no, page_size) =>
    coded.dspPage(db, { ...req.query, page_no, page_size }),
  );
  route(app, p.createDsp, async (req) => coded.create(db, DSPS, actorOf(req), req.body));
  route(app, p.editDsp, async (req) => coded.edit(db, DSPS, actorOf(req), req.body));
  route(app, p.deleteDsp, async (req) => coded.remove(db, DSPS, actorOf(req), req.query.id));

  route(app, p.dspMappingPage, async (req) => mappings.page(db, req.query));
  exportRoute(
    app,
    calls.listExports.dspMappings,
    LIST_EXPORTS.dspMappings,
    'dsp-mappings',
    async (req, page_no, page_size) => mappings.page(db, { ...req.query, page_no, page_size }),
  );
  route(app, p.createDspMapping, async (req) => mappings.create(db, actorOf(req), req.body));
  route(app, p.editDspMapping, async (req) => mappings.edit(db, actorOf(req), req.body));
  route(app, p.deleteDspMapping, async (req) => mappings.remove(db, actorOf(req), req.query.id));

  route(app, p.adPlatformPage, async (req) => coded.adPlatformPage(db, req.query));
  exportRoute(
    app,
    calls.listExports.adPlatforms,
    LIST_EXPORTS.adPlatforms,
    'ad-platforms',
    async (req, page_no, page_size) => coded.adPlatformPage(db, { ...req.query, page_no, page_size }),
  );
  route(app, p.createAdPlatform, async (req) => coded.create(db, AD_PLATFORMS, actorOf(req), req.body));
  route(app, p.editAdPlatform, async (req) => coded.edit(db, AD_PLATFORMS, actorOf(req), req.body));
  route(app, p.deleteAdPlatform, async (req) => coded.remove(db, AD_PLATFORMS, actorOf(req), req.query.id));
};
