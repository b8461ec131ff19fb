// The client error report's field limits without zod: the web app cuts what it sends to them, so a
// long address or stack never costs the report (a 400). client-errors.ts builds its schema from these.

export const CLIENT_ERROR_URL_MAX_LENGTH = 2000;
export const CLIENT_ERROR_USER_NAME_MAX_LENGTH = 100;
export const CLIENT_ERROR_SELECTED_ORG_MAX_LENGTH = 200;
export const CLIENT_ERROR_NAME_MAX_LENGTH = 200;
export const CLIENT_ERROR_MESSAGE_MAX_LENGTH = 4000;
export const CLIENT_ERROR_STACK_MAX_LENGTH = 16000;
