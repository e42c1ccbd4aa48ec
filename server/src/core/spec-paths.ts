import { specPathAliases } from '@adconsole/contract';

/**
 * The URL a request is routed by: a path the spec names without the API prefix (the contract's `specPathAliases`)
 * becomes the declared call's path, its query kept; every other URL stays as it came. Fastify's `rewriteUrl` runs it
 * before routing, so access, limits and the audit see the declared call.
 */
export function routedUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const declared = Object.hasOwn(specPathAliases, path) ? specPathAliases[path] : undefined;
  return declared ? declared + (query < 0 ? '' : url.slice(query)) : url;
}
