import DownloadIcon from '@mui/icons-material/Download';
import {
  FINDER_EXPORT_ERROR_MESSAGE,
  useExportFinderCsvMutation,
  type ExportFinderCsvArgs,
} from '@client/api/finders-api';
import { FileDownloadButton } from '@client/components/download/file-download-button';
import { finderControlLabels } from '@shared/finder-frame';

export interface ExportCsvButtonProps {
  args: ExportFinderCsvArgs;
  /** Until the organisation is chosen: an export without it would be another organisation's rows. */
  disabled?: boolean;
}

/** Export CSV: every row of the current filter and sort, streamed by the server, not only this page. */
export function ExportCsvButton({ args, disabled = false }: ExportCsvButtonProps) {
  const [exportCsv, { isLoading }] = useExportFinderCsvMutation();
  return (
    <FileDownloadButton
      download={() => exportCsv(args).unwrap()}
      isLoading={isLoading}
      disabled={disabled}
      progressLabel="Exporting the rows as CSV"
      failureMessage={FINDER_EXPORT_ERROR_MESSAGE}
      startIcon={<DownloadIcon />}
    >
      {finderControlLabels.exportCsv}
    </FileDownloadButton>
  );
}
