/**
 * The grids' error and warning rows: dark text on light tints, ERROR #5f2120 on #fdeded is 10.8:1 and
 * WARN #663c00 on #fff4e5 is 9.4:1 (WCAG AA asks 4.5:1), also under the grid's hover shade. The page's
 * grids (client row-tints.ts) and the audit trail's frame (server page-frame.ts) paint them alike.
 */
export const rowTintColours = {
  error: { color: '#5f2120', background: '#fdeded', hover: '#fbe0e0' },
  warn: { color: '#663c00', background: '#fff4e5', hover: '#ffecd2' },
} as const;
