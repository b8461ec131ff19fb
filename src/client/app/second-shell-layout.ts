/** A route `handle` asking the second shell for room: forms stay narrow, tables need width. */
export interface SecondShellLayout {
  wide: boolean;
}

export const wideLayout: SecondShellLayout = { wide: true };

export function isWideLayout(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as Partial<SecondShellLayout>).wide === true;
}
