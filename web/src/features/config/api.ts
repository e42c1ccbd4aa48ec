import { useQuery } from '@tanstack/react-query';
import { fetchDeployedVersion } from '../../app/version';

/** The version /version.json announces right now (under `system`, which the screen's reload refetches). */
export function useDeployedVersion() {
  return useQuery({ queryKey: ['system', 'deployedVersion'], queryFn: () => fetchDeployedVersion(), staleTime: 0 });
}
