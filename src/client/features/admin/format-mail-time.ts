import { formatTimestamp } from '@shared/timestamp-format';

/** '2026-11-21 09:30:00 UTC'; '-' when there is none. */
export const formatMailTime = (iso: string | null): string => (iso ? formatTimestamp(new Date(iso)) : '-');
