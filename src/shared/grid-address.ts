/**
 * The address parameters a server grid keeps its page, page size and order in (the client's
 * use-grid-state.ts); the server's frames read the order from them, or leave an address that names a
 * page to the page.
 */
export const gridAddressParameters = { page: 'page', size: 'size', sort: 'sort', order: 'order' } as const;
