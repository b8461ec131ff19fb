/**
 * The attribute of the frame the server paints into `#root` for a signed-in page that shows something
 * before any answer (server/plugins/page-frame.ts), by which the client finds it before React replaces
 * it (client/components/page-frame.ts).
 */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';
