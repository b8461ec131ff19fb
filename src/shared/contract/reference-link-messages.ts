// Without zod: the welcome page, where every login lands, needs these strings but no schema.

/** The server's refusal starts with this; the welcome page then shows REFERENCE_PERMISSION_MESSAGE. */
export const UNAUTHORIZED_ACCESS_PREFIX = 'Unauthorized access';
export const REFERENCE_PERMISSION_MESSAGE = 'You do not have the necessary permission to view the requested page.';
