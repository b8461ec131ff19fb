import { z } from 'zod';

export const systemInformationSchema = z.object({
  instanceName: z.string(),
  version: z.string(),
  revision: z.string(),
});
export type SystemInformation = z.infer<typeof systemInformationSchema>;
