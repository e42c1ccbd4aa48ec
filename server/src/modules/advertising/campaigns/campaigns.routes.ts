import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as edit from './campaigns.edit.service.js';
import * as notify from './campaigns.notify.js';
import * as read from './campaigns.service.js';

const { campaigns } = calls;

/**
 * Campaigns: list with delivery status, detail, create, update, delete, copy, enable, pause, and the notifications
 * posted to the chat webhook. The ad groups' calls, under the same contract group, are ad-groups/adgroups.routes.ts.
 */
export const campaignsRoutes: FastifyPluginAsync<{
  db: DB;
  /** from configuration (TRACKING_HOST, else PUBLIC_ORIGIN), never from the request's Host header */
  trackingHost: string;
  notifyWebhookUrl: string | null;
}> = async (app, { db, trackingHost: host, notifyWebhookUrl: hook }) => {
  route(app, campaigns.list, async (req) => read.list(db, caller(req), req.body));
  exportRoute(app, calls.listExports.campaigns, LIST_EXPORTS.campaigns, 'campaigns', async (req, page_no, page_size) =>
    read.list(db, caller(req), { ...req.body, page_no, page_size }),
  );
  route(app, campaigns.detail, async (req) => read.detail(db, caller(req), req.query.campaign_id, host));
  route(app, campaigns.create, async (req) => edit.create(db, caller(req), actorOf(req), req.body, host));
  route(app, campaigns.update, async (req) => edit.update(db, caller(req), actorOf(req), req.body, host));
  route(app, campaigns.remove, async (req) => edit.remove(db, caller(req), actorOf(req), req.body.campaign_ids));
  route(app, campaigns.copy, async (req) => edit.copy(db, caller(req), actorOf(req), req.body.campaign_id));
  route(app, campaigns.enable, async (req) => edit.setStatus(db, caller(req), actorOf(req), req.body.campaign_ids, 1));
  route(app, campaigns.pause, async (req) => edit.setStatus(db, caller(req), actorOf(req), req.body.campaign_ids, 2));
  route(app, campaigns.notifyCampaign, async (req) =>
    notify.notifyCampaign(db, caller(req), hook, req.body.campaign_id, req.body.lang),
  );
  route(app, campaigns.notifyTest, async (req) => notify.notifyTest(caller(req), hook, req.body.lang));
  route(app, campaigns.notifyAll, async (req) => notify.notifyAll(db, caller(req), hook, req.body.lang));
};
