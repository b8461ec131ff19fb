// The error page's and error report's time formats, which the access spec prescribes; every other
// moment the product shows uses formatTimestamp of src/shared/timestamp-format.ts. None depends on the
// browser's locale.
const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The local wall-clock parts of `date` at `offsetMinutes` east of UTC. */
function localParts(date: Date, offsetMinutes: number) {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  return {
    date: `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`,
    millis: pad(shifted.getUTCMilliseconds(), 3),
  };
}

function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** The error page's time format, YYYY-MM-DD HH:mm:ss.SSSZ (access spec section 9), in local time. */
export function formatEventTime(date: Date, offsetMinutes = -date.getTimezoneOffset()): string {
  const { date: day, time, millis } = localParts(date, offsetMinutes);
  return `${day} ${time}.${millis}${formatOffset(offsetMinutes)}`;
}

/** The client error report's time format, YYYY-MM-DDThh:mm:ss (access spec section 9), in local time. */
export function formatReportTime(date: Date, offsetMinutes = -date.getTimezoneOffset()): string {
  const { date: day, time } = localParts(date, offsetMinutes);
  return `${day}T${time}`;
}
