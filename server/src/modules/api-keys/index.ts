/**
 * API keys of service calls: the administrators' calls, and the verifier the access guard asks on every service call
 * (one per app, given to both, so a revocation here is seen at once).
 */
export { apiKeysRoutes as apiKeysModule } from './api-keys.routes.js';
export { API_KEY_CACHE_MS, ApiKeyVerifier } from './api-keys.verify.js';
