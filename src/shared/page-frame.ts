/**
 * The attribute of the frame the server paints into `#root` for a signed-in page that shows something
 * before any answer (server/plugins/page-frame.ts), by which the client finds it before React replaces
 * it (client/components/page-frame.ts).
 */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';

/**
 * The attribute naming a part of that frame a page shows again while its own answers load (the welcome
 * page's parts and announcements), so what the browser painted first stays until the page has it.
 */
export const PAGE_FRAME_PART_ATTRIBUTE = 'data-frame-part';
