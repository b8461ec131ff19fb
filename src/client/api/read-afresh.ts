/**
 * For a page the user comes back to after changing a record (a finder, an audit trail, a transaction
 * sheet, a file's positions): read afresh each time it is shown, so it shows the record as it is now
 * (a change of their own, or one another user made meanwhile), never as the cache last saw it. While the
 * new answer comes the page shows the last one, as busy.
 */
export const READ_AFRESH_WHEN_SHOWN = { refetchOnMountOrArgChange: true } as const;
