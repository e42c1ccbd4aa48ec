import {
  adPlatform,
  adPlatformAccount,
  adPlatformAccountCreate,
  adPlatformAccountQuery,
  adPosition,
  adPositionListQuery,
  country,
  dspPhyposMapping,
  envelope,
  listOf,
  mediaApp,
  targetCatalogue,
} from '@adconsole/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/reply.js';
import type { DB } from '../../db/database.js';
import { caller } from '../auth/access-guard.js';
import * as accounts from './ad-accounts.service.js';
import * as service from './lookups.service.js';

const tags = ['lookups'];
const positionsSchema = { tags, response: { 200: envelope(z.array(adPosition)) } };

/**
 * The lookup lists every screen's filters and pickers use. Each needs a session; the platform catalogues are
 * the same for everyone, the advertiser-owned list of platform accounts follows the caller's accounts.
 */
export const lookupsRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get('/v1/app/all', { schema: { tags, response: { 200: envelope(z.array(mediaApp)) } } }, async () =>
    ok(await service.mediaApps(db)),
  );
  app.get('/v1/app/adpos/all', { schema: positionsSchema }, async () => ok(await service.adPositions(db)));
  app.get('/v1/app/adpos/latest', { schema: positionsSchema }, async () => ok(await service.latestAdPositions(db)));
  app.get(
    '/v1/app/adpos/list',
    { schema: { tags, querystring: adPositionListQuery, response: { 200: envelope(listOf(adPosition)) } } },
    async (req) => ok(await service.adPositionPage(db, req.query)),
  );
  app.get(
    '/v1/dsp_phypos_mapping/all',
    { schema: { tags, response: { 200: envelope(z.array(dspPhyposMapping)) } } },
    async () => ok(await service.dspMappings(db)),
  );
  app.get('/v1/ad_platform/list', { schema: { tags, response: { 200: envelope(z.array(adPlatform)) } } }, async () =>
    ok(await service.adPlatforms(db)),
  );
  app.get('/v1/constant/country_list', { schema: { tags, response: { 200: envelope(z.array(country)) } } }, async () =>
    ok(await service.countryList(db)),
  );
  app.get('/v1/advertisement/target', { schema: { tags, response: { 200: envelope(targetCatalogue) } } }, async () =>
    ok(await service.targetCatalogue(db)),
  );

  app.get(
    '/v1/ad_platform_account',
    { schema: { tags, querystring: adPlatformAccountQuery, response: { 200: envelope(z.array(adPlatformAccount)) } } },
    async (req) => ok(await accounts.platformAccounts(db, caller(req), req.query)),
  );
  app.post(
    '/v1/ad_platform_account',
    {
      config: { access: 'app.create' },
      schema: { tags, body: adPlatformAccountCreate, response: { 200: envelope(adPlatformAccount) } },
    },
    async (req) => ok(await accounts.createPlatformAccount(db, caller(req), req.body)),
  );
};
