import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import type { AuthenticatorApp, TwoFactorSetupDetails } from '@shared/contract';
import { useFocusIfLost } from '@client/components/form/use-focus-if-lost';
import { FullPageLoader } from '@client/components/full-page-loader';
import { authenticatorAppNames } from './authenticator-apps';

/** Access spec section 9: 250 wide, error correction level Q. */
const QR_CODE_SIZE = 250;

export interface ScanCodeStageProps {
  app: AuthenticatorApp;
  details: TwoFactorSetupDetails | undefined;
}

/** Stage 1: the QR code of the otpauth URI, and the secret for typing it in. */
export function ScanCodeStage({ app, details }: ScanCodeStageProps) {
  // The stage before went with the control that had the focus (Enter on a radio), and Next was disabled
  // while the QR code came: the stage's instruction takes the focus, so it is read and Tab goes on from it.
  const instruction = useRef<HTMLParagraphElement>(null);
  useFocusIfLost(instruction, details);
  if (!details) return <FullPageLoader />;
  return (
    <>
      <Typography ref={instruction} tabIndex={-1} sx={{ mb: 2 }}>
        Open {authenticatorAppNames[app]}, add an account and scan this QR code.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <QRCodeSVG value={details.qrCodeUrl} size={QR_CODE_SIZE} level="Q" role="img" aria-label="QR code" />
      </Box>
      <Typography>If you cannot scan it, enter this key in the app:</Typography>
      <Typography
        component="code"
        aria-label="Secret key"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}
      >
        {details.secret}
      </Typography>
    </>
  );
}
