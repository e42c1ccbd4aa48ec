// The contract's schemas are built at import time, and zod then probes `new Function('')` to choose its compiled
// parsers. The console's Content-Security-Policy allows no eval, so the probe is refused and reported as a CSP
// violation on every page load. Jitless mode skips the probe; the web parses little, so the compiled path is no loss.
// zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod, created on its first load
// if absent), so setting it here needs no import of zod: the sign-in route, which builds no schema, does not download
// zod at all (bundle budget). zodJitless.test.ts checks zod still reads the setting from there.
// Imported first by main.tsx, before any module that builds a schema.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// mutated in place, never replaced: a zod already loaded holds a reference to this very object
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
