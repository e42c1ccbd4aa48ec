import {
  envelope,
  examineState,
  materialAdAccountAnswer,
  materialAddAnswer,
  materialAddRequest,
  materialBatchTagRequest,
  materialDeleteRequest,
  materialDetail,
  materialIdQuery,
  materialListAnswer,
  materialListQuery,
  materialReviewRequest,
  materialSaveRequest,
  materialStatusRequest,
  materialTagRequest,
  refreshExamineQuery,
} from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import { caller } from '../auth/access-guard.js';
import { add } from './materials.add.service.js';
import * as edit from './materials.edit.service.js';
import * as read from './materials.service.js';
import { localReviewer } from './review/local-reviewer.js';
import type { LocalReviewer, ReviewProvider } from './review/review.provider.js';
import * as reviews from './review/review.service.js';

const tags = ['materials'];
const idsAnswer = { 200: envelope(z.object({ ids: z.array(z.number().int()) })) };
const statesAnswer = { 200: envelope(z.array(examineState)) };

export interface MaterialsOptions {
  db: DB;
  /** the review service materials with audit 2 go to; the built-in local reviewer by default */
  provider?: ReviewProvider;
}

/** The material library: list, add, edit, tag, delete, where-used, and third-party review. */
export const materialsRoutes: FastifyPluginAsyncZod<MaterialsOptions> = async (app, { db, provider }) => {
  const reviewer: LocalReviewer = localReviewer;
  const review: ReviewProvider = provider ?? reviewer;

  app.post(
    '/v1/material/list',
    {
      config: { access: 'material.view' },
      schema: { tags, body: materialListQuery, response: { 200: envelope(materialListAnswer) } },
    },
    async (req) => ok(await read.list(db, caller(req), req.body)),
  );
  app.get(
    '/v1/material/detail',
    {
      config: { access: 'material.view' },
      schema: { tags, querystring: materialIdQuery, response: { 200: envelope(materialDetail) } },
    },
    async (req) => ok(await read.detail(db, caller(req), req.query.material_id)),
  );
  app.get(
    '/v1/material/ad_account',
    {
      config: { access: 'material.view' },
      schema: { tags, querystring: materialIdQuery, response: { 200: envelope(materialAdAccountAnswer) } },
    },
    async (req) => ok(await read.adAccounts(db, caller(req), req.query.material_id)),
  );
  app.post(
    '/v1/material/add',
    {
      config: { access: 'material.upload' },
      schema: { tags, body: materialAddRequest, response: { 200: envelope(materialAddAnswer) } },
    },
    async (req) => ok(await add(db, review, caller(req), req.body)),
  );
  app.post(
    '/v1/material/save',
    {
      config: { access: 'material.edit' },
      schema: { tags, body: materialSaveRequest, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    },
    async (req) => ok(await edit.save(db, caller(req), req.body)),
  );
  app.post(
    '/v1/material/batch_tag',
    { config: { access: 'material.edit' }, schema: { tags, body: materialBatchTagRequest, response: idsAnswer } },
    async (req) => ok(await edit.batchTag(db, caller(req), req.body.material_ids, req.body.tag_ids)),
  );
  app.post(
    '/v1/material/tag',
    { config: { access: 'material.edit' }, schema: { tags, body: materialTagRequest, response: idsAnswer } },
    async (req) => ok(await edit.tagEach(db, caller(req), req.body)),
  );
  app.post(
    '/v1/material/delete',
    { config: { access: 'material.delete' }, schema: { tags, body: materialDeleteRequest, response: idsAnswer } },
    async (req) => ok(await edit.remove(db, caller(req), req.body.material_ids)),
  );
  // the video library's delete (GUIDE section 2): the same rules as /delete
  app.post(
    '/v1/material/update_status',
    { config: { access: 'material.delete' }, schema: { tags, body: materialStatusRequest, response: idsAnswer } },
    async (req) => ok(await edit.remove(db, caller(req), req.body.material_ids)),
  );
  app.get(
    '/v1/material/refresh_examine_status',
    {
      config: { access: 'material.view' },
      schema: { tags, querystring: refreshExamineQuery, response: statesAnswer },
    },
    async (req) => ok(await reviews.refresh(db, review, caller(req), req.query.material_ids)),
  );
  app.post(
    '/v1/material/review',
    { config: { access: 'material.review' }, schema: { tags, body: materialReviewRequest, response: statesAnswer } },
    async (req) => ok(await reviews.review(db, reviewer, caller(req), req.body)),
  );
};
