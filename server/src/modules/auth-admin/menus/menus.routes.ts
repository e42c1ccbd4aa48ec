import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as service from './menus.service.js';

const { authAccess } = calls;

/** The menu tree: read, and (administrators only) add grouping menus and links, retitle, hide, move, delete. */
export const menusRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, authAccess.menus, async () => service.list(db));
  exportRoute(app, calls.listExports.menus, LIST_EXPORTS.menus, 'menus', async () => service.list(db));
  route(app, authAccess.createMenu, async (req) => service.create(db, caller(req), actorOf(req), req.body));
  route(app, authAccess.editMenu, async (req) => service.edit(db, caller(req), actorOf(req), req.body));
  route(app, authAccess.deleteMenu, async (req) => service.remove(db, caller(req), actorOf(req), req.query.menu_id));
};
