export * from './access.js';
export * from './auth.js';
export * from './codes.js';
export * from './directory.js';
export * from './envelope.js';
export * from './limits.js';
export * from './system.js';
export * from './lookups.js';
