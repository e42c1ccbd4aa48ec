import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import { actorOf } from '../../audit/index.js';
import * as service from './partner-folders.service.js';

const { partnerFolders } = calls;

/** Partner folder mappings: list, create, edit (accounts), delete. */
export const partnerFoldersRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, partnerFolders.list, async (req) => service.list(db, caller(req), req.body));
  exportRoute(
    app,
    calls.listExports.partnerFolders,
    LIST_EXPORTS.partnerFolders,
    'partner-folders',
    async (req, page_no, page_size) => service.list(db, caller(req), { ...req.body, page_no, page_size }),
  );
  route(app, partnerFolders.create, async (req) => service.create(db, caller(req), actorOf(req), req.body));
  route(app, partnerFolders.edit, async (req) => service.edit(db, caller(req), actorOf(req), req.body));
  route(app, partnerFolders.remove, async (req) => service.remove(db, caller(req), actorOf(req), req.query.id));
};
