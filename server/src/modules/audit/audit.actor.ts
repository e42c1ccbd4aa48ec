import type { FastifyRequest } from 'fastify';

/**
 * Who made a change, and from where: built once per request by the routes (`actorOf(req)`) and handed to the
 * service, which passes it to `audit.record`. A separate value rather than a field of AuthContext, because a
 * sign-in has no session yet and background work has no request at all.
 */
export interface Actor {
  kind: 'user' | 'system' | 'anonymous' | 'service';
  /** null for the system actor, an anonymous caller and an API key */
  userId: number | null;
  /**
   * the login name (shareid) as it is now, kept on the row as it was then; the job kind for the system actor; the
   * key's name for a service call
   */
  name: string;
  jobId: number | null;
  ip: string | null;
  userAgent: string | null;
  /** `METHOD /path` of the call (its declared path, without the query), or `job:<kind>` */
  call: string;
}

const USER_AGENT_MAX = 255;

/**
 * The actor of a request: its signed-in user, the API key of a service call, or anonymous (a sign-in), with the
 * address and user agent.
 */
export function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth;
  const key = request.service;
  const agent = request.headers['user-agent'];
  return {
    kind: auth ? 'user' : key ? 'service' : 'anonymous',
    userId: auth?.userId ?? null,
    name: auth?.loginName ?? key?.name ?? '',
    jobId: null,
    ip: request.ip || null,
    userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null,
    call: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
  };
}

/** The same request's actor, as the user it turned out to be (a sign-in that succeeded) or claimed to be (failed). */
export function actingAs(actor: Actor, user: { id: number | null; name: string }): Actor {
  return { ...actor, kind: user.id === null ? 'anonymous' : 'user', userId: user.id, name: user.name };
}

/** The actor of background work: the job's kind and id, no user, no address. */
export function systemActor(jobKind: string, jobId: number | null): Actor {
  return { kind: 'system', userId: null, name: jobKind, jobId, ip: null, userAgent: null, call: `job:${jobKind}` };
}
