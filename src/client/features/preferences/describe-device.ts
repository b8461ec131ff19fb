const browsers: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).* Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 131 on Linux' from a User-Agent; the text itself when it names no known browser; '-' for none. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '-';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent));
  if (!browser) return userAgent;
  const version = browser[0].exec(userAgent)?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return `${browser[1]} ${version ?? ''}${system ? ` on ${system}` : ''}`.replace('  ', ' ');
}
