import { calls, Limits } from '@adconsole/contract';
import type { FastifyPluginAsync } from 'fastify';
import { countHit } from '../../core/rate-limit.js';
import { route } from '../../core/route.js';
import type { DB } from '../../db/database.js';
import { recordFeLog } from './logs.service.js';
import { createNoticeGate, NOTICE_WINDOW_MS } from './notice-gate.js';
import type { Notifier } from './notifier.js';

/** A body over the anonymous cap, refused before it is read (Fastify's own 413 shape). */
const tooLarge = () =>
  Object.assign(new Error(`without a session a log body is at most ${Limits.FE_LOG_ANON_BODY_MAX} bytes`), {
    statusCode: 413,
  });

/**
 * Front-end logs: accepted with a session, and without one for the sign-in page's failures only (errors happen
 * before sign-in too).
 */
export const logsRoutes: FastifyPluginAsync<{ db: DB; notifier: Notifier }> = async (app, { db, notifier }) => {
  const notices = createNoticeGate({
    claim: (kind) => countHit(db, `notice:${kind}`, NOTICE_WINDOW_MS),
    send: (text) => notifier.notify(text),
  });
  app.addHook('onClose', async () => notices.close());
  // this plugin's routes only; the access guard (onRequest) has already resolved the caller
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!request.auth && Number(request.headers['content-length'] ?? 0) > Limits.FE_LOG_ANON_BODY_MAX) {
      throw tooLarge();
    }
    return payload;
  });
  route(
    app,
    calls.system.feLog,
    async (req) => {
      const auth = req.auth;
      const caller = auth ? { userId: auth.userId, sessionId: auth.sessionId, loginName: auth.loginName } : null;
      await recordFeLog(db, notices, caller, req.ip, req.body);
      return null;
    },
    { bodyLimit: 64 * 1024 },
  );
};
