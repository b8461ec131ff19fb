import Typography from '@mui/material/Typography';
import type { RemitPresets } from '@shared/contract/remit';
import { remitActionTypeLabels } from '@shared/contract/remit-constants';

export interface TradeSummaryProps {
  trade: RemitPresets['trade'] | undefined;
}

/** Which trade the page acts on: its UTI and latest reported version. */
export function TradeSummary({ trade }: TradeSummaryProps) {
  if (!trade) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {/* A middle dot, not brackets: two labels carry their own ('Cancellation (early termination)'). */}
      UTI <strong>{trade.uti}</strong> · version {trade.latestVersion} · {remitActionTypeLabels[trade.latestActionType]}
    </Typography>
  );
}
