import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as groups from './adgroups.service.js';

const { campaigns } = calls;

/** Ad groups (calls of the campaigns' contract group): list, detail, create, update, delete, copy, switch, search. */
export const adGroupsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, campaigns.groupList, async (req) => groups.list(db, caller(req), req.body));
  exportRoute(app, calls.listExports.adGroups, LIST_EXPORTS.adGroups, 'ad-groups', async (req, page_no, page_size) =>
    groups.list(db, caller(req), { ...req.body, page_no, page_size }),
  );
  route(app, campaigns.groupDetail, async (req) => groups.detail(db, caller(req), req.query.ad_group_id));
  route(app, campaigns.groupCreate, async (req) => groups.create(db, caller(req), actorOf(req), req.body));
  route(app, campaigns.groupUpdate, async (req) => groups.update(db, caller(req), actorOf(req), req.body));
  route(app, campaigns.groupRemove, async (req) => groups.remove(db, caller(req), actorOf(req), req.body.ad_group_ids));
  route(app, campaigns.groupCopy, async (req) => groups.copy(db, caller(req), actorOf(req), req.body.ad_group_id));
  route(app, campaigns.groupEnable, async (req) =>
    groups.setStatus(db, caller(req), actorOf(req), req.body.ad_group_ids, 1),
  );
  route(app, campaigns.groupPause, async (req) =>
    groups.setStatus(db, caller(req), actorOf(req), req.body.ad_group_ids, 2),
  );
  route(app, campaigns.search, async (req) => groups.search(db, caller(req), req.body));
};
