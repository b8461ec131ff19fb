import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { MIFID_FILE_NOT_FOUND_MESSAGE } from '@shared/contract/mifid-constants';
import { readApiError } from '@client/api/read-api-error';
import { describeLoadFailure } from '@client/components/load-failure-alert';

/** Why no file is shown, said instead of an empty grid that would read as "no records". */
export function PositionFileProblem({ error }: { error: unknown }) {
  if (!error) {
    return (
      <Alert severity="warning">
        <AlertTitle>No position file to show</AlertTitle>
        This page shows one position file, named by a positive whole number in the fileId parameter of its address. The
        address has none; open the file from the list of position files.
      </Alert>
    );
  }
  if (readApiError(error).status === 404) {
    return (
      <Alert severity="error">
        <AlertTitle>{MIFID_FILE_NOT_FOUND_MESSAGE}</AlertTitle>
        There is no such position file in the selected organisation. Check the organisation selected at the top, or open
        the file again from the list of position files.
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>The position file could not be loaded</AlertTitle>
      {describeLoadFailure(error, 'The server refused the request.')}
    </Alert>
  );
}
