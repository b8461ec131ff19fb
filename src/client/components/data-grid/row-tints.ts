import { rowTintColours } from '@shared/row-tint-colours';

/**
 * A row tint (shared/row-tint-colours.ts). Links take the row's text colour and keep their underline,
 * since the theme's blue on a tint would fall under 4.5:1.
 */
const tint = ({ color, background: backgroundColor, hover }: (typeof rowTintColours)[keyof typeof rowTintColours]) => ({
  color,
  backgroundColor,
  '&:hover, &.Mui-hovered': { backgroundColor: hover },
  '& a': { color: 'inherit', textDecoration: 'underline' },
  '& .MuiDataGrid-cell': { color },
});

/** The grid's error and warning rows (audit-trail severities, overdue and due-today problems). */
export const errorRowTint = tint(rowTintColours.error);
export const warningRowTint = tint(rowTintColours.warn);
