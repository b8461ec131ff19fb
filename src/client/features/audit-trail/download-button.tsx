import { useDownloadAuditTrailTextMutation, type AuditTrailArgs } from '@client/api/audit-trail-api';
import { FileDownloadButton } from '@client/components/download/file-download-button';
import { auditTrailDownloadLabel } from '@shared/audit-trail-frame';
import { AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE } from '@shared/contract/audit-trail-constants';

export interface DownloadButtonProps {
  args: AuditTrailArgs;
}

/** Download: the whole trail as the checkboxes filter it, as a text file (spec sections 2, 4 and 8). */
export function DownloadButton({ args }: DownloadButtonProps) {
  const [download, { isLoading }] = useDownloadAuditTrailTextMutation();
  return (
    <FileDownloadButton
      download={() => download(args).unwrap()}
      isLoading={isLoading}
      progressLabel="Downloading the audit trail"
      failureMessage={AUDIT_TRAIL_DOWNLOAD_ERROR_MESSAGE}
    >
      {auditTrailDownloadLabel}
    </FileDownloadButton>
  );
}
