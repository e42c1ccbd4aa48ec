import { Code, type PlacementKind, PlacementLimits } from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { Usage } from './placements.usage.repo.js';

// The refusals the catalogues share, with messages that name the entry and, for a delete, who still uses it.

const LABEL: Record<PlacementKind | Usage['users'][number]['kind'], string> = {
  media_app: 'media app',
  ad_position: 'ad position',
  dsp: 'DSP',
  dsp_mapping: 'DSP placement mapping',
  ad_platform: 'ad platform',
  ad: 'ad',
  platform_account: 'ad platform account',
};

/** An id that names no row: answered like any "not there" of the API. */
export function notThere(kind: PlacementKind, id: number): AppError {
  return new AppError(Code.NOT_EXISTS, `${LABEL[kind]} ${id} does not exist`, { ids: [id] });
}

/** Another entry already holds the value of a field that must be unique. */
export function taken(kind: PlacementKind, field: string, value: string | number, id: number): AppError {
  return new AppError(Code.PLACEMENT_TAKEN, `${LABEL[kind]} ${id} already has ${field} ${value}`, {
    kind,
    field,
    value: String(value),
    id,
  });
}

/** Refuses a delete while `usage` names users: "ad position 5 (Home banner) is in use by ad 12 (account Acme)". */
export function assertUnused(kind: PlacementKind, row: { id: number; name: string }, usage: Usage): void {
  if (usage.total === 0) return;
  const named = usage.users
    .slice(0, PlacementLimits.IN_USE_SHOWN)
    .map((u) => `${LABEL[u.kind]} ${u.id}${u.account_name ? ` (account ${u.account_name})` : ` (${u.name})`}`);
  const more = usage.total - named.length;
  throw new AppError(
    Code.PLACEMENT_IN_USE,
    `${LABEL[kind]} ${row.id} (${row.name}) is in use by ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
    { kind, id: row.id, name: row.name, users: usage.users.slice(0, PlacementLimits.IN_USE_SHOWN), total: usage.total },
  );
}

/**
 * A write that a unique index refused after the read found no clash (a concurrent write won): `recheck` finds
 * the clash now, turned into the same refusal.
 */
export function onUnique(recheck: () => Promise<AppError | null>) {
  return async (error: unknown): Promise<never> => {
    if (isUniqueViolation(error)) {
      const refusal = await recheck();
      if (refusal) throw refusal;
    }
    throw error;
  };
}
