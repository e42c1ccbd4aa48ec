import { isPrivateKey, newPrivateKey } from '../files/index.js';

// Audience files and results are personal data: they live under private storage keys, which `/files/` never
// serves; only the permission-checked calls and the jobs read them.

/** A new private key for an uploaded audience file; the create call's `path` for source 1. */
export const newUploadKey = (): string => newPrivateKey('src');

/** Whether a create call's `path` names an audience upload. */
export const isUploadKey = (key: string): boolean => isPrivateKey(key) && key.endsWith('.src');

/** A new private key for a package's sorted-set file. */
export const newResultKey = (): string => newPrivateKey('set');
