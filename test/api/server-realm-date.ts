/**
 * The Date of the realm the server modules run in (loaded through `loadServerModule`, outside jest's
 * sandbox, whose Date is another). A test clock's moments are made with it: a sandbox Date fails the
 * drivers' `instanceof Date` and reaches the database as JSON text.
 */
export const ServerRealmDate = Date;
