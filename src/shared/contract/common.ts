import { z } from 'zod';

/**
 * Every error the API answers with. For a 500 the server puts the reference code in
 * `errorMessage` (access spec section 8: "For 500 the response errorMessage is shown as the
 * reference code"); for a 400 `fieldErrors` names each invalid field of the request.
 */
export const apiErrorSchema = z.object({
  errorMessage: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const organisationIdSchema = z.coerce.number().int().positive();

/** Query string of every organisation-scoped call; absent only where selection is optional. */
export const organisationScopeQuerySchema = z.object({
  organisationId: organisationIdSchema.optional(),
});
export type OrganisationScopeQuery = z.infer<typeof organisationScopeQuerySchema>;

export const emptyResponseSchema = z.object({});
