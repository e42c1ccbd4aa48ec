import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { exportRoute } from '../../core/list-export.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/index.js';
import * as edit from './apps.edit.service.js';
import * as events from './apps.events.service.js';
import * as read from './apps.service.js';

const { apps } = calls;

/** Promotion apps (ad products): the lookup, the lists, key match, detail, add, edit, delete and event mappings. */
export const appsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, apps.all, async (req) => read.adApps(db, caller(req)));
  route(app, apps.list, async (req) => read.list(db, caller(req), req.query));
  exportRoute(app, calls.listExports.apps, LIST_EXPORTS.apps, 'promotion-apps', async (req, page_no, page_size) =>
    read.list(db, caller(req), { ...req.query, page: page_no, pagesize: page_size }),
  );
  route(app, apps.accounts, async (req) => read.accounts(db, caller(req), req.query));
  route(app, apps.accOptions, async (req) => read.accOptions(db, caller(req), req.query));
  route(app, apps.keyMatch, async (req) => read.keyMatch(db, caller(req), req.query));
  route(app, apps.detail, async (req) => read.detail(db, caller(req), req.query.id));
  route(app, apps.create, async (req) => edit.create(db, caller(req), actorOf(req), req.body));
  route(app, apps.edit, async (req) => edit.edit(db, caller(req), actorOf(req), req.body));
  route(app, apps.remove, async (req) => edit.remove(db, caller(req), actorOf(req), req.query));
  route(app, apps.eventMappings, async (req) => events.list(db, caller(req), req.query.promotion_app_id));
  route(app, apps.addEventMapping, async (req) => events.add(db, caller(req), actorOf(req), req.body));
  route(app, apps.removeEventMapping, async (req) => events.remove(db, caller(req), actorOf(req), req.query.id));
};
