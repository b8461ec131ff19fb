// Without zod, so the client's error middleware can recognise the answer without the schema library.

/** A request naming an organisation the user may not see (or none exists): 404 with these words. */
export const ORGANISATION_NOT_FOUND_MESSAGE = 'Organisation not found.';
