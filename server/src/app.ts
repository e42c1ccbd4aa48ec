import fs from 'node:fs';
import path from 'node:path';
import type { Access } from '@adconsole/contract';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { registerCompression } from './core/compression.js';
import { registerErrorHandler } from './core/error-handler.js';
import { registerFairTurns } from './core/fair-turns.js';
import { registerJsonBody } from './core/json-body.js';
import { openapiOptions } from './core/openapi.js';
import { RequestLog } from './core/request-log.js';
import { registerSecurityHeaders } from './core/security-headers.js';
import { routedUrl } from './core/spec-paths.js';
import type { DatabaseHandle } from './db/database.js';
import { accountsModule } from './modules/accounts/index.js';
import { adsModule, campaignsModule, JS_TAG_ROTATE_HASH } from './modules/advertising/index.js';
import { ApiKeyVerifier, apiKeysModule } from './modules/api-keys/index.js';
import { appsModule } from './modules/apps/index.js';
import { audiencesModule, createPartnerDrop } from './modules/audiences/index.js';
import { auditModule } from './modules/audit/index.js';
import { authModule, createPasswordChecker, type PasswordChecker, registerAccessGuard } from './modules/auth/index.js';
import { authAdminModule } from './modules/auth-admin/index.js';
import { createStorage, fileServingModule, filesModule } from './modules/files/index.js';
import { homeModule } from './modules/home/index.js';
import { JobRunner, runJobsWithApp } from './modules/jobs/index.js';
import { createNotifier, logsModule, type Notifier } from './modules/logs/index.js';
import { lookupsModule } from './modules/lookups/index.js';
import { activeMaterialWithMd5, materialsModule } from './modules/materials/index.js';
import { reportsModule, statisticsModule } from './modules/statistics/index.js';
import { registerSpa, systemModule } from './modules/system/index.js';
import { tagsModule } from './modules/tags/index.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** quiet logs in tests */
  logger?: boolean | object;
}

export interface BuiltApp {
  app: FastifyInstance;
  notifier: Notifier;
  /** the sign-in's password checks: a bounded pool whose `stats()` tell its size, queue, running and waiting */
  passwords: PasswordChecker;
  /** every API route (HEAD aside) with the access it declares, `session` when silent (the guard's default) */
  apiRoutes: ApiRoute[];
}

export interface ApiRoute {
  method: string;
  path: string;
  access: Access;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The product version, from the root package.json. */
export const serverVersion: string = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;

/** Builds the Fastify app: the API under /v1 and /v2, OpenAPI at /docs, the SPA at /. */
export async function buildApp({ config, database, logger }: AppDeps): Promise<BuiltApp> {
  const app = Fastify({
    // JSON lines (for log shippers); readable lines only in development (`npm run dev`): the built server runs
    // without dev dependencies, pino-pretty among them
    logger: logger ?? {
      level: config.logLevel,
      ...(config.logPretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
    },
    // a line per failed or slow request (core/request-log.ts); every request at LOG_LEVEL=debug
    logController: new RequestLog(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // the spec's unprefixed paths of declared calls (core/spec-paths.ts)
    rewriteUrl: (request) => routedUrl(request.url ?? '/'),
  });
  app.setValidatorCompiler(validatorCompiler);
  // declared calls write their answers themselves (core/route.ts); this serves a zod response schema of any other
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('answerCheck', config.answerCheck);
  // the first hook of all: calls start a few per turn of the event loop, in arrival order (core/fair-turns.ts)
  registerFairTurns(app);
  registerJsonBody(app);

  const notifier = createNotifier(config.notifyWebhookUrl, app.log);
  registerErrorHandler(app, notifier);
  // both add hooks to every route, so they come before the first one
  await registerSecurityHeaders(app, { scriptHashes: [JS_TAG_ROTATE_HASH] });
  await registerCompression(app);

  await app.register(fastifySwagger, openapiOptions(serverVersion));
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const apiRoutes: ApiRoute[] = [];
  const passwords = createPasswordChecker(config.loginHashPool);
  app.addHook('onClose', () => passwords.close());
  const { db, dialect } = database;
  const storage = createStorage(config);
  // one runner: modules register their job kinds on it; only a background process polls (config.background)
  const jobs = new JobRunner({ db, log: app.log });
  runJobsWithApp(app, jobs, { loop: config.background });
  await app.register(async (api) => {
    api.addHook('onRoute', (route) => {
      const access = route.config?.access;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, path: route.url, access: access ?? 'session' });
      }
    });
    // one per app: the guard verifies service calls' keys, the key calls drop them on a revocation
    const apiKeys = new ApiKeyVerifier(db);
    registerAccessGuard(api, db, apiKeys);
    await api.register(authModule, { db, passwords });
    await api.register(accountsModule, { db });
    await api.register(authAdminModule, { db });
    await api.register(apiKeysModule, { db, keys: apiKeys });
    await api.register(auditModule, { db, jobs, retentionDays: config.auditRetentionDays });
    await api.register(logsModule, { db, notifier, jobs, retentionDays: config.feLogRetentionDays });
    await api.register(lookupsModule, { db });
    await api.register(appsModule, { db });
    await api.register(tagsModule, { db });
    await api.register(materialsModule, { db });
    await api.register(campaignsModule, {
      db,
      trackingHost: config.trackingHost,
      notifyWebhookUrl: config.notifyWebhookUrl,
    });
    await api.register(adsModule, { db, trackingHost: config.trackingHost, publicOrigin: config.publicOrigin });
    await api.register(filesModule, {
      db,
      storage,
      ffmpegPath: config.ffmpegPath,
      orphanGraceMs: config.fileOrphanGraceMs,
      jobs,
      background: config.background,
      materialWithMd5: activeMaterialWithMd5,
    });
    await api.register(audiencesModule, {
      db,
      storage,
      jobs,
      drop: createPartnerDrop(config, storage),
      uploadGraceMs: config.fileOrphanGraceMs,
    });
    await api.register(statisticsModule, { db, jobs, storage, rawDays: config.deliveryStatsRawDays });
    await api.register(reportsModule, { db });
    await api.register(homeModule, { db });
    await api.register(systemModule, { db, dialect, version: serverVersion });
  });

  // stored files are public by unguessable key, outside the token-guarded API (docs/decisions/files-and-storage.md)
  await app.register(fileServingModule, { storage });
  await registerSpa(app, config.webDist);
  return { app, notifier, passwords, apiRoutes };
}
