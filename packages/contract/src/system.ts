import { z } from 'zod';

export const versionResponse = z.object({ version: z.string() });
export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
