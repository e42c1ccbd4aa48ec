import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import * as service from './audit.service.js';

const { audit } = calls;

/** The audit log, read-only: a page of entries and the CSV export; no call edits or deletes an entry. */
export const auditRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, audit.list, async (req) => service.list(db, caller(req), req.query));
  route(app, audit.export, async (req, reply) => {
    const csv = await service.exportCsv(db, caller(req), req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .send(csv);
  });
};
