import {
  envelope,
  listOf,
  tagAddRequest,
  tagDeleteQuery,
  tagEditRequest,
  tagItem,
  tagListQuery,
  tagTreeNode,
  tagTreeQuery,
} from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import * as service from './tags.service.js';

const idAnswer = { 200: envelope(z.object({ id: z.number().int() })) };

/** Creative tags: the tree every picker reads, and the management calls. */
export const tagsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  // the tree feeds the pickers of every material screen, so any signed-in user may read it
  app.get(
    '/v1/tag/tree/get',
    { schema: { tags: ['tags'], querystring: tagTreeQuery, response: { 200: envelope(z.array(tagTreeNode)) } } },
    async (req) => ok(await service.tree(db, req.query.module)),
  );
  app.get(
    '/v1/tag/list',
    {
      config: { access: 'tag.view' },
      schema: { tags: ['tags'], querystring: tagListQuery, response: { 200: envelope(listOf(tagItem)) } },
    },
    async (req) => ok(await service.list(db, req.query)),
  );
  app.post(
    '/v1/tag/add',
    { config: { access: 'tag.add' }, schema: { tags: ['tags'], body: tagAddRequest, response: idAnswer } },
    async (req) => ok(await service.add(db, req.body)),
  );
  app.put(
    '/v1/tag/edit',
    { config: { access: 'tag.edit' }, schema: { tags: ['tags'], body: tagEditRequest, response: idAnswer } },
    async (req) => ok(await service.edit(db, req.body)),
  );
  app.delete(
    '/v1/tag/del',
    {
      config: { access: 'tag.delete' },
      schema: { tags: ['tags'], querystring: tagDeleteQuery, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await service.remove(db, req.query.id, req.query.force === 1);
      return ok(null);
    },
  );
};
