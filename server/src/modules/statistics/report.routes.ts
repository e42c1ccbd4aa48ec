import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import * as service from './report.service.js';

const { reports } = calls;

/** The delivery report: a page with totals and days, and the whole result as CSV. */
export const reportRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, reports.query, async (req) => service.query(db, caller(req), req.body));
  route(app, reports.export, async (req, reply) => {
    // the rows first: a refusal (busy, a bad selection) answers as JSON, before the CSV headers are set
    const csv = await service.exportCsv(db, caller(req), req.body);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="report-${req.body.from}-${req.body.to}.csv"`)
      .send(csv);
  });
};
