import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { exportRoute } from '../../core/list-export.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/index.js';
import * as service from './tags.service.js';

const { tags } = calls;

/** Creative tags: the tree every picker reads, and the management calls. */
export const tagsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, tags.tree, async (req) => service.tree(db, req.query.module));
  route(app, tags.list, async (req) => service.list(db, caller(req), req.query));
  exportRoute(app, calls.listExports.tags, LIST_EXPORTS.tags, 'tags', async (req, page_no, page_size) =>
    service.list(db, caller(req), { ...req.query, page_no, page_size }),
  );
  route(app, tags.add, async (req) => service.add(db, actorOf(req), req.body));
  route(app, tags.edit, async (req) => service.edit(db, actorOf(req), req.body));
  route(app, tags.remove, async (req) => {
    await service.remove(db, actorOf(req), req.query.id, req.query.force === 1);
    return null;
  });
};
