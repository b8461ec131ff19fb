import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { readApiError } from '@client/api/read-api-error';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE } from '@shared/contract/audit-trail-constants';

export interface AuditTrailProblemProps {
  /** The parameter naming the record on this trail. */
  recordIdParameter: string;
  /** The trail call's failure; none when the page has no usable record id to ask with. */
  error: unknown;
}

/** Why a trail cannot be shown, said instead of an empty grid that would read as "no events". */
export function AuditTrailProblem({ recordIdParameter, error }: AuditTrailProblemProps) {
  if (!error) {
    return (
      <Alert severity="warning">
        <AlertTitle>No record to show</AlertTitle>
        This page shows the audit trail of one record, named by a positive whole number in the{' '}
        {recordIdParameter} parameter of its address. The address has none; open the trail from the record.
      </Alert>
    );
  }
  if (readApiError(error).status === 404) {
    return (
      <Alert severity="error">
        <AlertTitle>{AUDIT_TRAIL_RECORD_NOT_FOUND_MESSAGE}</AlertTitle>
        There is no such record in the selected organisation, so it has no audit trail to show. Check the
        organisation selected at the top, or open the trail again from the record.
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>The audit trail could not be loaded</AlertTitle>
      {describeLoadFailure(error, 'The server refused the request.')}
    </Alert>
  );
}
