import { calls } from '@adconsole/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/request';
import { fetchDeployedVersion } from '../../app/version';

/** Query keys of the diagnostics screen. */
const configKeys = {
  health: ['system', 'health'] as const,
  deployedVersion: ['system', 'deployedVersion'] as const,
};

/** The server's health: its version and database kind. */
export function useHealth() {
  return useQuery({
    queryKey: configKeys.health,
    queryFn: async () => (await api(calls.system.health)).data,
    staleTime: 0,
  });
}

/** The version /version.json announces right now. */
export function useDeployedVersion() {
  return useQuery({ queryKey: configKeys.deployedVersion, queryFn: () => fetchDeployedVersion(), staleTime: 0 });
}
