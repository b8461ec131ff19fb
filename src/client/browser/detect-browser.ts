export interface BrowserInfo {
  /** 'Chrome', 'Edge', 'Opera', 'Firefox', 'Internet Explorer', 'Safari' or 'Unknown'. */
  name: string;
  /** The major version; 0 when it cannot be read. */
  version: number;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const patterns: [name: string, pattern: RegExp][] = [
  ['Internet Explorer', /(?:MSIE |Trident\/.*rv:)(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari\//],
];

/** Reads the browser and its major version from a user-agent string. */
export function detectBrowser(userAgent: string): BrowserInfo {
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: Number(match[1]) };
  }
  return { name: 'Unknown', version: 0 };
}

/** 'Chrome 131': how a browser is named in error details and the support warning. */
export const browserLabel = ({ name, version }: BrowserInfo): string => `${name} ${version}`;
