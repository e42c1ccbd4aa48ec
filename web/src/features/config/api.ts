import type { HealthResponse } from '@adconsole/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../app/request';
import { fetchDeployedVersion } from '../../app/version';

export type Health = HealthResponse;

/** Query keys of the diagnostics screen. */
const configKeys = {
  health: ['system', 'health'] as const,
  deployedVersion: ['system', 'deployedVersion'] as const,
};

/** GET /v1/system/health: server version and database kind. */
export function useHealth() {
  return useQuery({
    queryKey: configKeys.health,
    queryFn: async () => (await get<Health>('/v1/system/health')).data,
    staleTime: 0,
  });
}

/** The version /version.json announces right now. */
export function useDeployedVersion() {
  return useQuery({ queryKey: configKeys.deployedVersion, queryFn: () => fetchDeployedVersion(), staleTime: 0 });
}
