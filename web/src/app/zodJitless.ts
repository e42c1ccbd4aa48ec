import { z } from 'zod';

// The contract's schemas are built at import time, and zod then probes `new Function('')` to choose its compiled
// parsers. The console's Content-Security-Policy allows no eval, so the probe is refused and reported as a CSP
// violation on every page load. Jitless mode skips the probe; the web parses little, so the compiled path is no loss.
// Imported first by main.tsx, before any module that builds a schema.
z.config({ jitless: true });
