import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../../core/auth-context.js';
import { exportRoute } from '../../../core/list-export.js';
import { route } from '../../../core/route.js';
import type { DB } from '../../../db/database.js';
import * as accounts from '../../accounts/index.js';
import { actorOf } from '../../audit/index.js';
import * as service from './auth-admin.service.js';

const { authAdmin } = calls;

/** The `/v2/auth/*` administration calls: accounts, users, roles and companies, each behind its permission group. */
export const authAdminRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, authAdmin.accountPage, async (req) => service.accountPage(db, caller(req), req.query));
  exportRoute(app, calls.listExports.accounts, LIST_EXPORTS.accounts, 'accounts', async (req, page_no, page_size) =>
    service.accountPage(db, caller(req), { ...req.query, page_no, page_size }),
  );
  route(app, authAdmin.createAccount, async (req) => service.createAccount(db, actorOf(req), req.body));
  route(app, authAdmin.users, async (req) => accounts.users(db, caller(req), req.query.account_id));
  route(app, authAdmin.companies, async (req) => service.companies(db, caller(req)));
  exportRoute(app, calls.listExports.companies, LIST_EXPORTS.companies, 'companies', async (req) =>
    service.companies(db, caller(req)),
  );
};
