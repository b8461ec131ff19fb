import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MifidFileInfo } from '@shared/contract/mifid';
import { mifidFileStateLabels, mifidInfoFields } from '@shared/contract/mifid-constants';
import { formatMoment } from '@client/preferences/moment-format';
import { useMomentFormat } from '@client/preferences/moment-format-context';

function shownValue(file: MifidFileInfo, field: (typeof mifidInfoFields)[number][0]): string {
  switch (field) {
    case 'state':
      return mifidFileStateLabels[file.state];
    case 'recordCount':
      return file.recordCount.toLocaleString('en-US');
    case 'receiptTimestamp':
      return formatMoment(new Date(file.receiptTimestamp));
    default:
      return file[field];
  }
}

/**
 * The file's six facts (market spec section 2) as a description list, so each value keeps its name,
 * in a named region (a description list itself may carry no name).
 */
export function PositionFileInfo({ file }: { file: MifidFileInfo }) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  return (
    <section aria-label="Position file information">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'max-content 1fr', md: 'max-content 1fr max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mb: 2,
        }}
      >
        {mifidInfoFields.map(([field, label]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {shownValue(file, field)}
            </Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
}
