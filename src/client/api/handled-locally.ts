/** An HTTP status, or RTK Query's 'FETCH_ERROR' / 'PARSING_ERROR' when there was none. */
export type FailureStatus = number | string;

/** Whether the page that made the call shows this failure itself. */
export type HandledLocallyTest = (status: FailureStatus) => boolean;

/**
 * The failures an API family's pages show themselves, per endpoint, declared beside the endpoints and
 * typed against their names: a misspelt or removed endpoint is a type error. The errors middleware
 * leaves these out of the global status table, so one failure never shows twice.
 */
export type HandledLocally<TFamily extends { endpoints: object }> = Partial<
  Record<keyof TFamily['endpoints'] & string, HandledLocallyTest>
>;

export const isClientError: HandledLocallyTest = (status) => typeof status === 'number' && status < 500;

/** A refusal the page shows; a 401 still ends the session globally. */
export const isRefusal: HandledLocallyTest = (status) => isClientError(status) && status !== 401;

/**
 * The statuses the global table only publishes (403, 503): a page that shows its own load failure
 * takes them over. A 401, 404 or 5xx still leaves the page through the global table.
 */
export const isShownInPlace: HandledLocallyTest = (status) => status === 403 || status === 503;

/** A form's refusal (field or form message), including the unavailable service it would publish. */
export const isRefusalOrUnavailable: HandledLocallyTest = (status) => isRefusal(status) || status === 503;

/**
 * A read's refusal the page shows; its timeout (408) is not the page's to show: access spec section 8
 * sends a 408 of the current page to the error page. A change's timeout stays with its form.
 */
export const isReadRefusal: HandledLocallyTest = (status) => status !== 408 && isRefusal(status);

/** `isRefusalOrUnavailable` of a read: its 408 goes to the error page too. */
export const isReadRefusalOrUnavailable: HandledLocallyTest = (status) =>
  status !== 408 && isRefusalOrUnavailable(status);

/** Calls whose failure must never reach the global table (the reporters, which would loop). */
export const always: HandledLocallyTest = () => true;
