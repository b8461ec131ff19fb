import { formatDateTime } from '@client/components/date-time-format';

/** '2026-11-21 09:30:00' in local time; '-' when there is none. */
export const formatMailTime = (iso: string | null): string => (iso ? formatDateTime(new Date(iso)) : '-');
