import { LocalKey, readLocal, writeLocal } from '../lib/storage';

/** Outcome of comparing the deployed build with the one this browser stored. */
export type VersionCheck = 'same' | 'stored' | 'changed' | 'unknown';

/** Reads the deployed version from /version.json, bypassing every cache with a random parameter. */
export async function fetchDeployedVersion(timeoutMs = 5000): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`/version.json?_=${Math.random().toString(36).slice(2)}`, {
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' && body.version ? body.version : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Compares the deployed version with the stored one; the first sighting is stored. An unreachable file changes nothing. */
export async function checkVersion(): Promise<VersionCheck> {
  const deployed = await fetchDeployedVersion();
  if (!deployed) return 'unknown';
  const stored = readLocal(LocalKey.version);
  if (!stored) {
    writeLocal(LocalKey.version, deployed);
    return 'stored';
  }
  return stored === deployed ? 'same' : 'changed';
}
