import type { FastifyRequest } from 'fastify';

/** The origin the caller reached the server at (stored files' URLs in a JS tag are made absolute with it). */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * The host tracking links point at: `TRACKING_HOST` when configured, else the server's own origin as the caller
 * reached it. Campaigns and ads resolve it the same way so their links agree.
 */
export const trackingHostOf = (configured: string | null) => (req: FastifyRequest) => configured ?? originOf(req);
