import { formatReportTime } from '@client/errors/format-time';

/** '2026-11-21 09:30:00' in local time; '-' when there is none. */
export const formatMailTime = (iso: string | null): string => (iso ? formatReportTime(new Date(iso)).replace('T', ' ') : '-');
