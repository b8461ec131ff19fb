/** pino's levels, quietest last. */
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type LogLevel = (typeof LEVELS)[number];

/**
 * The log level of routes polled every few seconds (probes, scrapes): their per-request lines only at
 * warn and above, so they do not drown the access log. A quieter configured level stays in force.
 */
export function quietLogLevel(configuredLevel: string): LogLevel {
  const configured = LEVELS.indexOf(configuredLevel as LogLevel);
  return configured > LEVELS.indexOf('warn') ? (LEVELS[configured] ?? 'warn') : 'warn';
}
