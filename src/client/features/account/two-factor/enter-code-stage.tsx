import Typography from '@mui/material/Typography';
import { OutlinedTextField } from '@client/components/form/outlined-text-field';

export interface EnterCodeStageProps {
  code: string;
  onChange: (code: string) => void;
  /** 'The code was incorrect. Please try again' after a failed verification. */
  error: string | undefined;
}

/** Stage 2: any text is accepted; the server decides (access spec section 5). */
export function EnterCodeStage({ code, onChange, error }: EnterCodeStageProps) {
  return (
    <>
      <Typography sx={{ mb: 2 }}>Enter the code the app shows for this account, then select Next.</Typography>
      <OutlinedTextField
        label="Verification code"
        value={code}
        autoComplete="one-time-code"
        autoFocus
        inputProps={{ inputMode: 'numeric', maxLength: 64 }}
        onChange={(event) => onChange(event.target.value)}
        errorMessage={error}
      />
    </>
  );
}
