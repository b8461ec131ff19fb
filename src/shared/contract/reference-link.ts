import { z } from 'zod';

export const referenceQuerySchema = z.object({ ref: z.string().trim().min(1).max(200) });

/** What a welcome-page reference link (help/welcome?ref=...) resolves to (market spec section 2). */
export const referenceTargetSchema = z.object({
  targetUrl: z.string(),
  requestParameters: z.record(z.string(), z.string()),
  organisationId: z.number().int(),
});
export type ReferenceTarget = z.infer<typeof referenceTargetSchema>;

export { REFERENCE_PERMISSION_MESSAGE, UNAUTHORIZED_ACCESS_PREFIX } from './reference-link-messages';
