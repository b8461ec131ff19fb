import { z } from 'zod';
import { INT4_MAX } from './bounds';

/**
 * Every error the API answers with. For a 500 the server puts the reference code in
 * `errorMessage` (access spec section 8: "For 500 the response errorMessage is shown as the
 * reference code"); for a 400 `fieldErrors` names each invalid field of the request.
 */
export const apiErrorSchema = z.object({
  errorMessage: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Set on a 403 refused because a pending step (see `pendingStepSchema`) must be completed first. */
  reason: z.enum(['PASSWORD_CHANGE_REQUIRED', 'TWO_FACTOR_SETUP_REQUIRED']).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
/** A step a signed-in user must complete before anything else: the server refuses every other call. */
export type PendingStep = NonNullable<ApiError['reason']>;

export { INT4_MAX };
const INT4_MIN = -2_147_483_648;
const INT4_MESSAGE = `Must be a whole number from ${INT4_MIN} to ${INT4_MAX}.`;

/**
 * An integer that fits an int4 column: every integer the API accepts (an id, a version, a count) is
 * one, so a bigger value is refused with a 400 naming the field instead of failing in the database.
 * Chain `.positive()`, `.min(0)` etc. for narrower ranges.
 */
export const int4 = z.number().int(INT4_MESSAGE).min(INT4_MIN, INT4_MESSAGE).max(INT4_MAX, INT4_MESSAGE);
/** The same from a query string or path parameter ('42' → 42). */
export const int4FromText = z.coerce.number().int(INT4_MESSAGE).min(INT4_MIN, INT4_MESSAGE).max(INT4_MAX, INT4_MESSAGE);

export const organisationIdSchema = int4FromText.positive();

/** Query string of every organisation-scoped call; absent only where selection is optional. */
export const organisationScopeQuerySchema = z.object({
  organisationId: organisationIdSchema.optional(),
});
export type OrganisationScopeQuery = z.infer<typeof organisationScopeQuerySchema>;

export const emptyResponseSchema = z.object({});
