import { z } from 'zod';
import { INT4_MAX } from './bounds';
import { normaliseSearchText, searchTextTooLongMessage } from './search-text';
import { unstorableTextMessage } from './storable-text';

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
const wholeNumberMessage = (min: number, max: number) => `Must be a whole number from ${min} to ${max}.`;
const INT4_MESSAGE = wholeNumberMessage(INT4_MIN, INT4_MAX);

/**
 * An integer that fits an int4 column: every integer the API accepts (an id, a version, a count) is
 * one, so a bigger value is refused with a 400 naming the field instead of failing in the database.
 * Chain `.positive()`, `.min(0)` etc. for narrower ranges.
 */
// A number past 2^53 fails int and max alike: the first failure ends the checks, so it is said once.
export const int4 = z
  .number()
  .int({ error: INT4_MESSAGE, abort: true })
  .min(INT4_MIN, INT4_MESSAGE)
  .max(INT4_MAX, INT4_MESSAGE);

/**
 * An `int4` from `min` to `max`, whose every refusal names that range: `int4.min(0)` still answered a
 * fraction or a number past int4 with int4's own range, inviting a negative number. A field with words
 * of its own for too small or too big (the page) passes them.
 */
export function int4Within(min: number, max = INT4_MAX, words: { tooSmall?: string; tooBig?: string } = {}) {
  const message = wholeNumberMessage(min, max);
  return z
    .number()
    .int({ error: message, abort: true })
    .min(min, words.tooSmall ?? message)
    .max(max, words.tooBig ?? message);
}

/** The range of whole numbers `number` takes, as a message; a bound it excludes (`positive()`) is stepped past. */
function rangeMessageOf(number: z.ZodNumber) {
  const least = number.minValue ?? INT4_MIN;
  const greatest = number.maxValue ?? INT4_MAX;
  return wholeNumberMessage(
    number.safeParse(least).success ? least : least + 1,
    number.safeParse(greatest).success ? greatest : greatest - 1,
  );
}

/**
 * `number` (an `int4` with its narrower checks) from a query string or path parameter ('42' → 42), or
 * from a JSON number where a body carries the same field. The text is at most ten decimal digits
 * (every int4 fits) with an optional minus and nothing else: a plain coercion would read '0x18' as 24,
 * '1e3' as 1000, ' 1' and '' as 1 and 0, and JSON's true as 1, and serve a request that names no number
 * as if it named that one. `message` (by default the range `number` takes) answers anything else. The
 * organisation hook reads ids the same way (`rawOrganisationId`). `number` is also the JSON number's
 * branch, so the API's documentation shows its bounds.
 */
export function int4FromText(number: z.ZodNumber = int4, message = rangeMessageOf(number)) {
  // A codec, not a transform: an answer that carries the field (encoded for the wire) passes it as it is.
  return z.codec(z.union([number, z.string().regex(/^-?\d{1,10}$/, message)], { error: message }), number, {
    decode: Number,
    encode: (value) => value,
  });
}

const positiveIdMessage = (name: string) => `${name} must be a positive whole number.`;
/**
 * A positive id named `name` in a JSON body, from 1 to int4's largest: one message for every value
 * that is not one, so a number past the range is not told it may be negative.
 */
export const positiveId = (name: string) => {
  const message = positiveIdMessage(name);
  return z.number({ error: message }).int({ error: message, abort: true }).min(1, message).max(INT4_MAX, message);
};

/** The same from a path or query string, with one message for all that is not one. */
export const positiveIdFromText = (name: string) => int4FromText(positiveId(name), positiveIdMessage(name));

export const organisationIdSchema = positiveIdFromText('organisationId');

/** Query string of every organisation-scoped call; absent only where selection is optional. */
export const organisationScopeQuerySchema = z.object({
  organisationId: organisationIdSchema.optional(),
});
export type OrganisationScopeQuery = z.infer<typeof organisationScopeQuerySchema>;

/**
 * A search's text, normalised as `normaliseSearchText` says; judged as `searchTextRefusal` judges it, its
 * length with zod's own check so that the OpenAPI document gives the field's maxLength.
 */
export const searchTextSchema = (max: number) =>
  z
    .string()
    .overwrite(normaliseSearchText)
    .max(max, searchTextTooLongMessage(max))
    .refine((text) => unstorableTextMessage(text) === undefined, {
      error: (issue) => unstorableTextMessage(String(issue.input)),
    });

export const emptyResponseSchema = z.object({});
