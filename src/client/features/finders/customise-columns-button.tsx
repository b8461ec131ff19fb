import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ColumnSettingsDocumentType } from '@shared/contract/column-settings';
import { paths } from '@shared/app-paths';
import { finderControlLabels } from '@shared/finder-frame';

/** Where 'Customise columns' leads: the settings page, told to come back to this finder as it is now. */
export function customiseColumnsHref(documentType: ColumnSettingsDocumentType, finderUrl: string): string {
  return paths.settings.datatableCustomize.getHref({ documentType, ocm: finderUrl });
}

export interface CustomiseColumnsButtonProps {
  documentType: ColumnSettingsDocumentType;
}

/** Opens the Personal Column Settings of the finder's type; Go Back returns with the filters (ocm). */
export function CustomiseColumnsButton({ documentType }: CustomiseColumnsButtonProps) {
  const { pathname, search } = useLocation();
  return (
    <Button
      component={RouterLink}
      to={customiseColumnsHref(documentType, `${pathname}${search}`)}
      variant="outlined"
      startIcon={<ViewColumnIcon />}
    >
      {finderControlLabels.customiseColumns}
    </Button>
  );
}
