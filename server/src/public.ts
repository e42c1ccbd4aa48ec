// What code outside the server (the test kit, the benchmarks) may import from it: this file and public-engine.ts are
// the server's only doors for them (scripts/architecture.test.ts holds it), so its insides can move without breaking
// them. This one stays light (configuration and the demo users): the browser tests load it in every file.
export { DEFAULT_ADMIN_PASSWORD, DEFAULT_DEMO_PASSWORD, loadConfig } from './config.js';
export { DEMO_USERS } from './seed/demo-access.js';
