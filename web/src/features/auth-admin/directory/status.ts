import { DirectoryStatus } from '@adconsole/contract';

/** True for the enabled status of an account, user or company. */
export const isEnabled = (status: number): boolean => status === DirectoryStatus.ENABLED;
