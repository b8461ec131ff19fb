import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { GridRowClassNameParams } from '@mui/x-data-grid';
import type { AuditSeverityValue } from '@shared/contract/audit-trail';

const rowClass = (severity: AuditSeverityValue) => `audit-trail-row--${severity.toLowerCase()}`;

/** Rows styled by severity (spec section 2). */
export const severityRowClassName = ({ row }: GridRowClassNameParams<{ severity: AuditSeverityValue }>) =>
  rowClass(row.severity);

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

export const severityRowStyles = {
  [`& .${rowClass('ERROR')}`]: tint('#5f2120', '#fdeded', '#fbe0e0'),
  [`& .${rowClass('WARN')}`]: tint('#663c00', '#fff4e5', '#ffecd2'),
};

/** Colour alone is no signal for everyone: ERROR and WARN rows also carry an icon with a name. */
export function SeverityMark({ severity }: { severity: AuditSeverityValue }) {
  if (severity === 'ERROR')
    return <ErrorOutlineIcon fontSize="small" titleAccess="Error" sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} />;
  if (severity === 'WARN')
    return <WarningAmberIcon fontSize="small" titleAccess="Warning" sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} />;
  return null;
}
