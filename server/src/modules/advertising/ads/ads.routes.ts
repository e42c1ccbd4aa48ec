import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as edit from './ads.edit.service.js';
import * as read from './ads.service.js';
import * as creatives from './creatives.service.js';

const { ads } = calls;

/**
 * Ads of an ad group: list with delivery status, detail, create, update, delete, copy, enable, pause; JS tags.
 * The tracking host and the JS tags' image origin come from configuration (TRACKING_HOST, PUBLIC_ORIGIN), never from
 * the request: a Host header is whatever the caller typed, and these URLs are stored and pasted on other sites.
 */
export const adsRoutes: FastifyPluginAsync<{ db: DB; trackingHost: string; publicOrigin: string }> = async (
  app,
  { db, trackingHost: host, publicOrigin },
) => {
  route(app, ads.list, async (req) => read.list(db, caller(req), req.body));
  exportRoute(app, calls.listExports.ads, LIST_EXPORTS.ads, 'ads', async (req, page_no, page_size) =>
    read.list(db, caller(req), { ...req.body, page_no, page_size }),
  );
  route(app, ads.detail, async (req) => read.detail(db, caller(req), req.query.ad_id, host));
  route(app, ads.create, async (req) => edit.create(db, caller(req), actorOf(req), req.body, host));
  route(app, ads.update, async (req) => edit.update(db, caller(req), actorOf(req), req.body, host));
  route(app, ads.remove, async (req) => edit.remove(db, caller(req), actorOf(req), req.body.ad_ids));
  route(app, ads.copy, async (req) => edit.copy(db, caller(req), actorOf(req), req.body.ad_id));
  route(app, ads.enable, async (req) => edit.setStatus(db, caller(req), actorOf(req), req.body.ad_ids, 1));
  route(app, ads.pause, async (req) => edit.setStatus(db, caller(req), actorOf(req), req.body.ad_ids, 2));
  route(app, ads.generateJsTag, async (req) => creatives.generate(db, caller(req), req.body, publicOrigin));
  route(app, ads.addJsTag, async (req) => creatives.add(db, caller(req), actorOf(req), req.body, publicOrigin));
};
