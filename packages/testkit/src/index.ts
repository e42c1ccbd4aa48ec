// The test kit the integration tests (server/test), the browser tests (e2e) and the benchmarks (bench) share.
export * from './api-keys.js';
export * from './audience-file.js';
export * from './call-input.js';
export * from './database.js';
export * from './database-template.js';
export * from './demo-users.js';
export * from './media.js';
export * from './port.js';
export * from './server-process.js';
export * from './sign-in.js';
