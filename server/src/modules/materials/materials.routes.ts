import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { exportRoute } from '../../core/list-export.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/index.js';
import { add } from './materials.add.service.js';
import * as edit from './materials.edit.service.js';
import * as read from './materials.service.js';
import { createLocalReviewer } from './review/local-reviewer.js';
import type { LocalReviewer, ReviewProvider } from './review/review.provider.js';
import * as reviews from './review/review.service.js';

const { materials } = calls;

export interface MaterialsOptions {
  db: DB;
  /** the review service materials with audit 2 go to; the built-in local reviewer by default */
  provider?: ReviewProvider;
}

/** The material library: list, add, edit, tag, delete, where-used, and third-party review. */
export const materialsRoutes: FastifyPluginAsync<MaterialsOptions> = async (app, { db, provider }) => {
  const reviewer: LocalReviewer = createLocalReviewer(db);
  const review: ReviewProvider = provider ?? reviewer;

  route(app, materials.list, async (req) => read.list(db, caller(req), req.body));
  exportRoute(app, calls.listExports.materials, LIST_EXPORTS.materials, 'materials', async (req, page_no, page_size) =>
    read.list(db, caller(req), { ...req.body, page_no, page_size }),
  );
  route(app, materials.detail, async (req) => read.detail(db, caller(req), req.query.material_id));
  route(app, materials.adAccount, async (req) => read.adAccounts(db, caller(req), req.query.material_id));
  route(app, materials.add, async (req) => add(db, review, caller(req), actorOf(req), req.body));
  route(app, materials.save, async (req) => edit.save(db, caller(req), actorOf(req), req.body));
  route(app, materials.batchTag, async (req) =>
    edit.batchTag(db, caller(req), actorOf(req), req.body.material_ids, req.body.tag_ids),
  );
  route(app, materials.tag, async (req) => edit.tagEach(db, caller(req), actorOf(req), req.body));
  route(app, materials.remove, async (req) => edit.remove(db, caller(req), actorOf(req), req.body.material_ids));
  // videos are deleted by a status change to -1: the same rules as /delete
  route(app, materials.updateStatus, async (req) => edit.remove(db, caller(req), actorOf(req), req.body.material_ids));
  route(app, materials.refreshExamine, async (req) =>
    reviews.refresh(db, review, caller(req), actorOf(req), req.query.material_ids),
  );
  route(app, materials.review, async (req) => reviews.review(db, reviewer, caller(req), actorOf(req), req.body));
};
