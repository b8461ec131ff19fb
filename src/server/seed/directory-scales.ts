/**
 * How big a contact directory to build, counting the hand-written demo organisations and people.
 * `demo` is what every fresh database (and every API test file) gets; `large` is for benchmarks.
 */
export const directoryScales = {
  demo: { organisations: 300, people: 3000 },
  large: { organisations: 5000, people: 100_000 },
} as const;
export type DirectoryScale = keyof typeof directoryScales;
