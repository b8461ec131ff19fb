import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { GridRowClassNameParams } from '@mui/x-data-grid';
import type { AuditSeverityValue } from '@shared/contract/audit-trail';
import { errorRowTint, warningRowTint } from '@client/components/data-grid/row-tints';

const rowClass = (severity: AuditSeverityValue) => `audit-trail-row--${severity.toLowerCase()}`;

/** Rows styled by severity (spec section 2). */
export const severityRowClassName = ({ row }: GridRowClassNameParams<{ severity: AuditSeverityValue }>) =>
  rowClass(row.severity);

export const severityRowStyles = {
  [`& .${rowClass('ERROR')}`]: errorRowTint,
  [`& .${rowClass('WARN')}`]: warningRowTint,
};

/** Colour alone is no signal for everyone: ERROR and WARN rows also carry an icon with a name. */
export function SeverityMark({ severity }: { severity: AuditSeverityValue }) {
  if (severity === 'ERROR')
    return <ErrorOutlineIcon fontSize="small" titleAccess="Error" sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} />;
  if (severity === 'WARN')
    return <WarningAmberIcon fontSize="small" titleAccess="Warning" sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} />;
  return null;
}
