import { calls, LIST_EXPORTS } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { exportRoute } from '../../core/list-export.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/index.js';
import * as service from './api-keys.service.js';
import type { ApiKeyVerifier } from './api-keys.verify.js';

const { apiKeys } = calls;

/** API keys of service calls: list, issue, rename, revoke (administrators). */
export const apiKeysRoutes: FastifyPluginAsync<{ db: DB; keys: ApiKeyVerifier }> = async (app, { db, keys }) => {
  route(app, apiKeys.list, async (req) => service.list(db, caller(req)));
  exportRoute(app, calls.listExports.apiKeys, LIST_EXPORTS.apiKeys, 'api-keys', async (req) =>
    service.list(db, caller(req)),
  );
  route(app, apiKeys.issue, async (req) => service.issue(db, caller(req), actorOf(req), req.body));
  route(app, apiKeys.rename, async (req) => service.rename(db, keys, caller(req), actorOf(req), req.body));
  route(app, apiKeys.revoke, async (req) => service.revoke(db, keys, caller(req), actorOf(req), req.body.id));
};
