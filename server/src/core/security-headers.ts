import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The console's Content-Security-Policy, spelled out in full (helmet's defaults are off: they add
 * `upgrade-insecure-requests`, which breaks a console served over plain HTTP on a LAN address, and allow styles
 * from any https: host). docs/decisions/delivery-and-security.md explains each exception. `scriptHashes`: the inline
 * scripts allowed by their hash (the JS tag's rotation script, handed in by app.ts: core imports no module).
 */
export function cspDirectives(scriptHashes: readonly string[]) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // 'wasm-unsafe-eval' lets hash-wasm compile its md5 module (the upload's checksum); it allows no JavaScript eval
    // the JS tag's rotation script by its hash (that text only): the ad editor's sandboxed preview frame runs it
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // antd's CSS-in-JS writes <style> elements at run time with no nonce hook in a static build: styles only, no
    // script
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: for the upload drawer's previews of chosen files, data: for antd's inline icons and empty-state images
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const HSTS = { maxAge: 31536000, includeSubDomains: true };

/**
 * Security headers on every answer (API, console, stored files, 404s, errors), helmet's. HSTS only when the request
 * came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto): sent over plain HTTP it would be ignored
 * at best, and it must not pin a LAN deployment without a certificate to HTTPS.
 * Registered before any route, so its hooks cover them all.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { scriptHashes }: { scriptHashes: readonly string[] },
): Promise<void> {
  const options = {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(scriptHashes) },
    referrerPolicy: { policy: 'same-origin' },
    // the CSP's frame-ancestors 'none' for browsers that predate it
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
    // headers for browsers long gone (IE8's download dialog, the removed XSS auditor, a DNS prefetch switch that
    // defaults to what it asks): each would ride on every answer, some 80 bytes of every asset request
    xDownloadOptions: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
  } satisfies HelmetOptions;
  // @fastify/helmet serves only the routes with helmet options of their own (stored files): set globally, it builds
  // helmet's middleware anew on every request (its CSP directives parsed each time, ~1.5 % of a list call's CPU)
  await app.register(fastifyHelmet, { ...options, global: false });
  const overHttp = helmet(options);
  const overHttps = helmet({ ...options, strictTransportSecurity: HSTS });
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is set
    const https = request.protocol === 'https';
    // @fastify/helmet moves a route's `helmet` option into its config
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) {
      (https ? overHttps : overHttp)(request.raw, reply.raw, done as (err?: unknown) => void);
      return;
    }
    if (https) reply.helmet({ strictTransportSecurity: HSTS });
    done();
  });
}
