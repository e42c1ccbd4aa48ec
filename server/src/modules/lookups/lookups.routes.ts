import { calls } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../core/auth-context.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { actorOf } from '../audit/index.js';
import * as accounts from './ad-accounts.service.js';
import * as service from './lookups.service.js';
import { placementsRoutes } from './placements/placements.routes.js';

const { lookups } = calls;

/**
 * The lookup lists every screen's filters and pickers use. Each needs a session; the platform catalogues are
 * the same for everyone, the advertiser-owned list of platform accounts follows the caller's accounts.
 */
export const lookupsRoutes: FastifyPluginAsync<{ db: DB }> = async (app, { db }) => {
  route(app, lookups.mediaApps, async () => service.mediaApps(db));
  route(app, lookups.adPositions, async () => service.adPositions(db));
  route(app, lookups.latestAdPositions, async () => service.latestAdPositions(db));
  route(app, lookups.adPositionPage, async (req) => service.adPositionPage(db, req.query));
  route(app, lookups.dspMappings, async () => service.dspMappings(db));
  route(app, lookups.adPlatforms, async () => service.adPlatforms(db));
  route(app, lookups.countries, async () => service.countryList(db));
  route(app, lookups.targets, async () => service.targetCatalogue(db));
  route(app, lookups.platformAccounts, async (req) => accounts.platformAccounts(db, caller(req), req.query));
  route(app, lookups.createPlatformAccount, async (req) =>
    accounts.createPlatformAccount(db, caller(req), actorOf(req), req.body),
  );
  route(app, lookups.editPlatformAccount, async (req) =>
    accounts.editPlatformAccount(db, caller(req), actorOf(req), req.body),
  );
  route(app, lookups.deletePlatformAccount, async (req) =>
    accounts.deletePlatformAccount(db, caller(req), actorOf(req), req.query.id),
  );
  await app.register(placementsRoutes, { db });
};
