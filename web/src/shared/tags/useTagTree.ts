import { calls } from '@adconsole/contract';
import { useCall } from '../../app/useCall';

/** The whole three-level tree (module 2), shared by every picker. */
export const useTagTree = () => useCall(calls.tags.tree, { module: 2 }, { staleTime: 60_000 });
