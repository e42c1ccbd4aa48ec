import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as service from './permissions.service.js';

const { authAccess } = calls;

/** Permission groups (under menus) and permissions (calls in groups); changes by administrators only. */
export const permissionsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, authAccess.groupPage, async (req) => service.groupPage(db, req.body));
  exportRoute(
    app,
    calls.listExports.permissionGroups,
    LIST_EXPORTS.permissionGroups,
    'permission-groups',
    async (req, page_no, page_size) => service.groupPage(db, { ...req.body, page_no, page_size }),
  );
  route(app, authAccess.createGroup, async (req) => service.createGroup(db, caller(req), actorOf(req), req.body));
  route(app, authAccess.editGroup, async (req) => service.editGroup(db, caller(req), actorOf(req), req.body));
  route(app, authAccess.deleteGroup, async (req) => service.removeGroup(db, caller(req), actorOf(req), req.query.id));
  route(app, authAccess.menuPermission, async (req) => service.linkMenuGroups(db, caller(req), actorOf(req), req.body));
  route(app, authAccess.permissions, async (req) => service.permissions(db, req.query));
  route(app, authAccess.createPermission, async (req) =>
    service.createPermission(db, caller(req), actorOf(req), req.body),
  );
  route(app, authAccess.editPermission, async (req) => service.editPermission(db, caller(req), actorOf(req), req.body));
  route(app, authAccess.deletePermission, async (req) =>
    service.removePermission(db, caller(req), actorOf(req), req.query.id),
  );
};
