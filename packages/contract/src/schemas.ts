// Every module of the contract that defines schemas, types or constants; the call declarations (`*.calls.ts`) name
// schemas from here by their export name, so they stay free of zod at run time.
export * from './access.js';
export * from './ad-groups.js';
export * from './ads.js';
export * from './apps.js';
export * from './audiences.js';
export * from './audit.js';
export * from './auth.js';
export * from './auth-access.js';
export * from './campaign-constants.js';
export * from './campaign-notify.js';
export * from './campaigns.js';
export * from './codes.js';
export * from './delivery-status.js';
export * from './directory.js';
export * from './envelope.js';
export * from './fe-log.js';
export * from './files.js';
export * from './limits.js';
export * from './lookups.js';
export * from './materials.js';
export * from './system.js';
export * from './tags.js';
export * from './targeting.js';
export * from './text-rules.js';
export * from './zoned-time.js';
