export * from './call.js';
export * from './calls.js';
export * from './schemas.js';
