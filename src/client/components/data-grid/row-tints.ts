/**
 * Dark text on light tints: ERROR #5f2120 on #fdeded is 10.8:1 and WARN #663c00 on #fff4e5 is 9.4:1
 * (WCAG AA asks 4.5:1), also under the grid's hover shade. Links take the row's text colour and keep
 * their underline, since the theme's blue on a tint would fall under 4.5:1.
 */
const tint = (color: string, backgroundColor: string, hover: string) => ({
  color,
  backgroundColor,
  '&:hover, &.Mui-hovered': { backgroundColor: hover },
  '& a': { color: 'inherit', textDecoration: 'underline' },
  '& .MuiDataGrid-cell': { color },
});

/** The grid's error and warning rows (audit-trail severities, overdue and due-today problems). */
export const errorRowTint = tint('#5f2120', '#fdeded', '#fbe0e0');
export const warningRowTint = tint('#663c00', '#fff4e5', '#ffecd2');
